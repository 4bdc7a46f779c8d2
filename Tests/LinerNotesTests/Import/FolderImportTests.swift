import Foundation
import Testing
import Basics
@testable import Import
@testable import Model
@testable import Rendering

/// Real audio files with tags written by real tools at test time (Debian's flac, lame and oggenc; mutagen for M4A,
/// into a minimal MP4 container, since Debian has no AAC encoder without ffmpeg; scripts/setup --test installs
/// them all), imported with TagLib.
@Suite("Importing a folder of tagged audio files")
struct FolderImportTests {
    /// A second of silence as a 16-bit mono WAV.
    static func silence(seconds: Int = 1) -> Data {
        let rate = 8000, samples = rate * seconds
        var data = Data("RIFF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(36 + samples * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16)); append(UInt16(1)); append(UInt16(1)); append(UInt32(rate)); append(UInt32(rate * 2)); append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(samples * 2))
        data.append(Data(count: samples * 2))
        return data
    }

    /// Runs a tool; the test fails with its output when it fails.
    static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ImportError("\(tool) failed (install it with scripts/setup --test): \(String(decoding: output, as: UTF8.self))")
        }
    }

    /// The music folder: a FLAC album with a cover.jpg beside it and MusicBrainz id, an MP3 album on two discs with
    /// an embedded picture and a featured artist, an Ogg track, and files that are not albums.
    func makeMusic(in music: URL) throws {
        let wav = music.appending(path: "silence.wav")
        try FileManager.default.createDirectory(at: music, withIntermediateDirectories: true)
        try Self.silence().write(to: wav)
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]) + Data(count: 64) + Data([0xFF, 0xD9])
        let flacFolder = music.appending(path: "Sigur Rós/Ágætis byrjun")
        try FileManager.default.createDirectory(at: flacFolder, withIntermediateDirectories: true)
        try jpeg.write(to: flacFolder.appending(path: "Cover.JPG"))
        for (number, title) in [(1, "Intro"), (2, "Svefn-g-englar")] {
            try Self.run("flac", ["-s", "-f", "-o", flacFolder.appending(path: "0\(number) \(title).flac").path,
                "-T", "TITLE=\(title)", "-T", "ARTIST=Sigur Rós", "-T", "ALBUMARTIST=Sigur Rós", "-T", "ALBUM=Ágætis byrjun",
                "-T", "DATE=1999-06-12", "-T", "TRACKNUMBER=\(number)", "-T", "MUSICBRAINZ_ALBUMID=3a2c5a8c-1a58-4d72-93a1-08f5a26a8d2b", wav.path])
        }
        let mp3Folder = music.appending(path: "Compilation")
        try FileManager.default.createDirectory(at: mp3Folder, withIntermediateDirectories: true)
        let picture = music.appending(path: "embedded.jpg")
        try jpeg.write(to: picture)
        for (disc, track, title, artist) in [(2, 1, "Second Disc Song", "Ella Moss"), (1, 2, "Two", "Tom Vale"), (1, 1, "One", "Ella Moss feat. Tom Vale")] {
            try Self.run("lame", ["--quiet", "--tt", title, "--ta", artist, "--tl", "Summer Hits", "--ty", "2001", "--tn", "\(track)",
                "--tv", "TPE2=Various Artists", "--tv", "TPOS=\(disc)", "--ti", picture.path, "--add-id3v2", wav.path,
                mp3Folder.appending(path: "\(disc)-\(track).mp3").path])
        }
        try Self.run("oggenc", ["-Q", "-t", "Lone Song", "-a", "Solo Act", "-l", "Alone", "-d", "2010", "-N", "1", "-o",
            music.appending(path: "alone.ogg").path, wav.path])
        try Self.run("lame", ["--quiet", wav.path, music.appending(path: "untagged.mp3").path])
        let m4aFolder = music.appending(path: "Container")
        try FileManager.default.createDirectory(at: m4aFolder, withIntermediateDirectories: true)
        let png = repositoryRoot.appending(path: "content/covers/night-tram.png")
        // The repository's virtual environment when there is one (scripts/test puts it on PATH too).
        let venv = repositoryRoot.appending(path: ".venv-test/bin/python").path
        let python = FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
        try Self.run(python, [repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/make-m4a.py").path,
            m4aFolder.appending(path: "song.m4a").path, "M4A Song", "Box Maker", "Container", "3", "2015", png.path])
        try Data("not audio".utf8).write(to: music.appending(path: "broken.flac"))
        try FileManager.default.removeItem(at: wav)
        try FileManager.default.removeItem(at: picture)
    }

    @Test("Albums grouped by their tags: numbers, discs, lengths, artists, dates, MusicBrainz id, covers; untagged files skipped with the reason; a second run changes nothing")
    func importFolder() async throws {
        let site = try TemporarySite(siteYAML: "title: Tagged\npublish_audio: true\n")
        defer { site.remove() }
        let music = site.root.appending(path: "music")
        try makeMusic(in: music)
        let importer = FolderImporter(site: site.root)
        let (albums, skipped) = try await importer.read(music)
        #expect(skipped.sorted() == ["broken.flac: not an audio file TagLib can read", "untagged.mp3: no tags"])
        let report = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        #expect(report.created.sorted() == ["content/albums/agaetis-byrjun.md", "content/albums/alone.md", "content/albums/container.md", "content/albums/summer-hits.md"])

        let archive = try await site.load()
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        let sigur = try #require(archive.albums.first { $0.slug == "agaetis-byrjun" })
        #expect(sigur.artist == "Sigur Rós" && sigur.released == PartialDate("1999-06-12") && sigur.mbid == "3a2c5a8c-1a58-4d72-93a1-08f5a26a8d2b")
        #expect(sigur.tracks.map(\.title) == ["Intro", "Svefn-g-englar"] && sigur.tracks.map(\.number) == ["1", "2"])
        #expect(sigur.tracks.allSatisfy { $0.length == 1 })
        #expect(sigur.tracks.first?.file?.hasSuffix("/music/Sigur Rós/Ágætis byrjun/01 Intro.flac") == true)
        #expect(sigur.coverFile?.hasSuffix("content/covers/sigur-ros-agaetis-byrjun.jpg") == true)

        let hits = try #require(archive.albums.first { $0.slug == "summer-hits" })
        #expect(hits.artist == "Various Artists" && hits.year == 2001)
        #expect(hits.tracks.map(\.title) == ["One", "Two", "Second Disc Song"])
        #expect(hits.tracks.map(\.disc) == [1, 1, 2])
        #expect(hits.tracks.map(\.artist) == ["Ella Moss feat. Tom Vale", "Tom Vale", "Ella Moss"])
        // The embedded picture, extracted.
        let embedded = try Data(contentsOf: site.root.appending(path: "content/covers/various-artists-summer-hits.jpg"))
        #expect(embedded.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(archive.albums.first { $0.slug == "alone" }?.artist == "Solo Act")
        let m4a = try #require(archive.albums.first { $0.slug == "container" })
        #expect(m4a.artist == "Box Maker" && m4a.year == 2015 && m4a.tracks.map(\.title) == ["M4A Song"] && m4a.tracks.first?.number == "3")
        #expect(m4a.tracks.first?.length == 2)
        #expect(try Data(contentsOf: site.root.appending(path: "content/covers/box-maker-container.png")) == Data(contentsOf: repositoryRoot.appending(path: "content/covers/night-tram.png")))

        // A playlist naming an imported track plays its audio file.
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { album: agaetis-byrjun, track: 2 }\n---\n")
        try await site.build()
        #expect(try site.read("albums/summer-hits/index.html").contains("<span class=\"track-artist\">Tom Vale</span>"))
        let mix = try site.read("playlists/mix/index.html")
        #expect(mix.contains("data-track-src="), "\(mix)")

        let again = try AlbumImport(site: site.root).run(try await importer.read(music).albums)
        #expect(again.created.isEmpty && again.updated.isEmpty && again.unchanged.count == 4)
    }

    @Test("Audio imported inside the site folder: the import says it is not published until site.yml says publish_audio: true, and how big it is")
    func unpublishedAudioNote() async throws {
        let site = try TemporarySite(siteYAML: "title: Tagged\n")
        defer { site.remove() }
        let music = site.root.appending(path: "music/Quiet/Rooms")
        try FileManager.default.createDirectory(at: music, withIntermediateDirectories: true)
        let wav = site.root.appending(path: "silence.wav")
        try Self.silence(seconds: 2).write(to: wav)
        for (number, title) in [(1, "Hall"), (2, "Stair")] {
            try Self.run("flac", ["-s", "-f", "-o", music.appending(path: "0\(number) \(title).flac").path,
                "-T", "TITLE=\(title)", "-T", "ARTIST=Quiet", "-T", "ALBUM=Rooms", "-T", "TRACKNUMBER=\(number)", wav.path])
        }
        try FileManager.default.removeItem(at: wav)
        let sizes = try ["01 Hall.flac", "02 Stair.flac"].map { name in
            try #require(FileManager.default.attributesOfItem(atPath: music.appending(path: name).path)[.size] as? Int)
        }
        let size = ByteSize(sizes.reduce(0, +))
        let note = "the audio of 2 tracks (\(size)) lies inside the site folder but is not published until you set "
            + "publish_audio: true in content/site.yml; that adds \(size) to the site"

        let importer = FolderImporter(site: site.root)
        let report = try AlbumImport(site: site.root).run(try await importer.read(site.root.appending(path: "music")).albums)
        #expect(report.created == ["content/albums/rooms.md"])
        #expect(report.notes == [note])
        #expect(report.description.contains("note: " + note))

        // Once the owner opts in, the import has nothing to say about it.
        try site.write("content/site.yml", "title: Tagged\npublish_audio: true\n")
        let again = try AlbumImport(site: site.root).run(try await importer.read(site.root.appending(path: "music")).albums)
        #expect(again.unchanged == ["content/albums/rooms.md"] && again.notes.isEmpty)
    }
}
