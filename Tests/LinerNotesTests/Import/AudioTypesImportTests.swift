import Foundation
import Testing
@testable import Basics
@testable import Content
@testable import Import
@testable import Model
@testable import Serve

/// Issue 20: `import folder` wrote `file:` for audio types the album check then refused, so the next build failed.
/// Here a folder with one tagged file of each type is imported and the site built at once. Fixtures/make-audio-types.py
/// makes the files with real encoders and taggers (it says how for each type; the journey test uses it too), and
/// `samples` below must list what it makes. TagLib reads each of them, tags and length.
@Suite("Importing every audio type")
struct AudioTypesImportTests {
    struct Sample {
        let folder: String
        let file: String
        let title: String
        let format: AudioFormat
        var album: String { "\(folder) Album" }
        var slug: String { Slug.make(album) }
    }

    static let samples = [
        Sample(folder: "MP3", file: "song.mp3", title: "Lame Song", format: .mp3),
        Sample(folder: "FLAC", file: "song.flac", title: "Flac Song", format: .flac),
        Sample(folder: "Ogg", file: "song.ogg", title: "Vorbis Song", format: .oggVorbis),
        Sample(folder: "M4A", file: "song.m4a", title: "Container Song", format: .mpeg4),
        Sample(folder: "WAV", file: "song.wav", title: "Wave Song", format: .wav),
        Sample(folder: "AIFF", file: "song.aiff", title: "Apple Song", format: .aiff),
        Sample(folder: "WMA", file: "song.wma", title: "Windows Song", format: .wma),
        Sample(folder: "APE", file: "song.ape", title: "Monkey Song", format: .monkeysAudio),
        Sample(folder: "WavPack", file: "song.wv", title: "Packed Song", format: .wavPack),
        Sample(folder: "Musepack", file: "song.mpc", title: "Muse Song", format: .musepack),
    ]

    static let fixtures = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures")

    /// The repository's virtual environment when there is one (scripts/test puts it on PATH too).
    static var python: String {
        let venv = repositoryRoot.appending(path: ".venv-test/bin/python").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
    }

    /// One folder per type under `music`, each holding one tagged file of a second, and two broken files.
    static func makeMusic(in music: URL) throws {
        try FolderImportTests.run(python, [fixtures.appending(path: "make-audio-types.py").path, music.path])
        // TagLib cannot open the one, and finds no tag in the other: both are skipped, neither stops the import.
        try Data("not audio".utf8).write(to: music.appending(path: "broken.wma"))
        try Data("not audio".utf8).write(to: music.appending(path: "broken.ape"))
    }

    @Test("A folder of every audio type imports and builds at once: every album is there, browsers' types play, the others are listed without a player and named by the import")
    func importAndBuild() async throws {
        let site = try TemporarySite(siteYAML: "title: Every Type\npublish_audio: true\n")
        defer { site.remove() }
        let music = site.root.appending(path: "music")
        try Self.makeMusic(in: music)

        let (albums, skipped) = try await FolderImporter(site: site.root).read(music)
        #expect(skipped.sorted() == ["broken.ape: no tags", "broken.wma: not an audio file TagLib can read"])
        let report = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        #expect(report.created.sorted() == Self.samples.map { "content/albums/\($0.slug).md" }.sorted())
        // Each type browsers cannot play is named, with what it means for the site.
        #expect(report.notes.sorted() == Self.samples.filter { !$0.format.playsInBrowsers }.map {
            "\($0.folder): 1 track is \($0.format.name), which browsers cannot play: it is listed but not playable (convert it to FLAC, MP3 or Ogg to play it on the site)"
        }.sorted())

        let archive = try await site.load()
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        for sample in Self.samples {
            let album = try #require(archive.albums.first { $0.slug == sample.slug }, "\(sample.format.name)")
            #expect(album.artist == "Format Tester" && album.year == 2020, "\(sample.format.name)")
            #expect(album.tracks.map(\.title) == [sample.title], "\(sample.format.name)")
            #expect(album.tracks.first?.file?.hasSuffix("/music/\(sample.folder)/\(sample.file)") == true, "\(sample.format.name)")
        }

        // A playlist of one playable and one unplayable track plays only the first.
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { album: flac-album, track: 1 }\n  - { album: wma-album, track: 1 }\n---\n")
        try await site.build()
        for sample in Self.samples {
            let page = try site.read("albums/\(sample.slug)/index.html")
            let copy = site.output.appending(path: "albums/\(sample.slug)/1.\(sample.format.extensions[0])")
            #expect(page.contains("<span class=\"track-title\">\(sample.title)</span>"), "\(sample.format.name)")
            if sample.format.playsInBrowsers {
                #expect(page.contains("data-track-src=\"../../albums/\(sample.slug)/1.\(sample.format.extensions[0])\""), "\(sample.format.name)")
                #expect(page.contains("data-player hidden"), "\(sample.format.name)")
                #expect(FileManager.default.fileExists(atPath: copy.path), "\(sample.format.name)")
            } else {
                #expect(!page.contains("data-track-src") && !page.contains("data-player") && !page.contains("player.js"), "\(sample.format.name)")
                #expect(!FileManager.default.fileExists(atPath: copy.path), "\(sample.format.name)")
            }
        }
        let mix = try site.read("playlists/mix/index.html")
        #expect(mix.contains("data-track-src=\"../../playlists/mix/1.flac\"") && !mix.contains("playlists/mix/2."))
        #expect(mix.contains(">Windows Song <span"))
    }

    @Test("Every audio and image type an importer takes, the build takes, and serve names it by the same media type")
    func oneListEverywhere() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let album = site.root.appending(path: "content/albums/a.md")
        for format in AudioFormat.all {
            for ext in format.extensions + format.extensions.map({ $0.uppercased() }) {
                try site.write("music/a.\(ext)", Data())
                let check = AudioFileCheck.resolve("../../music/a.\(ext)", from: album, site: site.root)
                #expect((try? check.get()) != nil, "\(ext): \(check)")
                #expect(MediaType.of("albums/a/1.\(ext)") == format.mediaType)
            }
        }
        for type in ImageFileType.all {
            for ext in type.extensions { #expect(MediaType.of("covers/a.\(ext)") == type.mediaType) }
        }
        #expect(AudioFormat(path: "music/a.txt") == nil && AudioFormat(path: "music/.wma") == nil && ImageFileType(path: "a.wma") == nil)
    }

    @Test("A Music Player bundle's WMA song is linked and named by the import, a MIDI file is not taken, and the site builds at once")
    func musicPlayerBundle() async throws {
        let site = try TemporarySite(siteYAML: "title: Player\n")
        defer { site.remove() }
        try site.write("bundle/music.json", """
            [{ "artistName": "Old Rips", "albums": [{ "title": "Jukebox", "songs": [
              { "title": "Windows Song", "fileName": "windows-song" }, { "title": "Tune", "fileName": "tune.mid" }] }] }]
            """)
        try FileManager.default.copyItem(at: Self.fixtures.appending(path: "silence.wma"), to: site.root.appending(path: "bundle/windows-song.wma"))
        try site.write("bundle/tune.mid", Data("MThd".utf8))
        let (albums, skipped) = try MusicPlayerImporter(site: site.root).read(site.root.appending(path: "bundle/music.json"))
        let report = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        #expect(report.notes == [
            "music.json: artist 1, album 1 (Jukebox): 1 track is WMA, which browsers cannot play: it is listed but not playable (convert it to FLAC, MP3 or Ogg to play it on the site)",
            "music.json: artist 1, album 1 (Jukebox): no audio file beside the bundle for 'tune.mid' (imported without it)",
        ])
        try await site.build()
        let page = try site.read("albums/jukebox/index.html")
        #expect(page.contains(">Windows Song</span>") && page.contains(">Tune</span>") && !page.contains("data-track-src"))
    }
}
