import Foundation
import Testing
import Basics
@testable import Rendering

@Suite("Albums with local audio")
struct AlbumAudioTests {
    /// A real WAV file (8 kHz mono, 16 bit) of `seconds` of silence, which TagLib reads the length of.
    static func wav(seconds: Int) -> Data {
        let samples = 8000 * seconds
        var data = Data("RIFF".utf8)
        func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
        func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
        data += le32(36 + samples * 2) + Data("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(8000) + le32(16000) + le16(2) + le16(16)
        data += Data("data".utf8) + le32(samples * 2) + Data(count: samples * 2)
        return data
    }

    @Test("A track's own file is published beside the album page, its row plays it, and its length comes from the file")
    func published() async throws {
        let site = try TemporarySite(siteYAML: "title: Test Records\npublish_audio: true\n")
        defer { site.remove() }
        try site.write("music/one.wav", Self.wav(seconds: 65))
        try site.write("music/two.WAV", Self.wav(seconds: 3))
        try site.album("tide", title: "Tide <Tables>", artist: "Quiet & Co", extra: """
            tracks:
              - { title: One, file: ../../music/one.wav }
              - { title: Two, file: ../../music/two.WAV, length: "4:05" }
              - { title: Three }

            """)
        try await site.build()
        #expect(try Data(contentsOf: site.output.appending(path: "albums/tide/1.wav")) == Self.wav(seconds: 65))
        #expect(try Data(contentsOf: site.output.appending(path: "albums/tide/2.wav")) == Self.wav(seconds: 3))
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "albums/tide/3.wav").path))
        let page = try site.read("albums/tide/index.html")
        #expect(page.contains("<li id=\"track-1\" data-track-src=\"../../albums/tide/1.wav\" data-artist=\"Quiet &amp; Co\" data-album=\"Tide &lt;Tables&gt;\""))
        #expect(page.contains("<li id=\"track-3\"><span"))
        #expect(page.contains("src=\"../../assets/player.js\"") && page.contains("data-player hidden"))
        // The length read from the file; the owner's own length wins.
        #expect(page.contains("<time class=\"track-length\" datetime=\"PT1M5S\">1:05</time>"))
        #expect(page.contains(">4:05</time>"))
    }

    @Test("An album without local audio has no player and no copies")
    func noAudio() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("plain", extra: "tracks: [One, Two]\n")
        try await site.build()
        let page = try site.read("albums/plain/index.html")
        #expect(!page.contains("data-player") && !page.contains("player.js") && !page.contains("data-track-src"))
    }

    @Test("A playlist's own file shows its length, read from the file")
    func playlistLength() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("audio/bell.wav", Self.wav(seconds: 7))
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { file: ../../audio/bell.wav, title: Bell }\n---\n")
        try await site.build()
        #expect(try site.read("playlists/mix/index.html").contains("<span class=\"track-length\">0:07</span>"))
    }

    @Test("Without publish_audio in site.yml the audio stays off the site: no copies, no player, the tracks listed with their lengths, and one note")
    func unpublishedByDefault() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("music/one.wav", Self.wav(seconds: 65))
        try site.write("audio/bell.wav", Self.wav(seconds: 7))
        try site.album("tide", extra: "tracks:\n  - { title: One, file: ../../music/one.wav }\n  - { title: Two }\n")
        try site.write("content/playlists/mix.md", """
            ---
            title: Mix
            tracks:
              - { album: tide, track: 1 }
              - { file: ../../audio/bell.wav, title: Bell }
              - { file: ../../audio/gone.wav, title: Gone }
            ---

            """)
        let report = try await site.build()
        #expect(filesUnder(site.output).filter { $0.hasSuffix(".wav") }.isEmpty)
        let album = try site.read("albums/tide/index.html")
        let mix = try site.read("playlists/mix/index.html")
        for page in [album, mix] {
            #expect(!page.contains("<audio") && !page.contains("data-player") && !page.contains("player.js") && !page.contains("data-track-src"))
        }
        #expect(album.contains(">One</span>") && album.contains("<time class=\"track-length\" datetime=\"PT1M5S\">1:05</time>"))
        #expect(mix.contains(">Bell") && mix.contains("<span class=\"track-length\">0:07</span>") && mix.contains(">Gone"))
        // One line for them all: the album's track and the playlist's two (one of them absent), and what they weigh.
        let size = ByteSize(Self.wav(seconds: 65).count + Self.wav(seconds: 7).count)
        #expect(report.warnings.map(\.description).filter { $0.contains("audio") } == [
            "content/site.yml: note: 3 tracks name audio files (\(size); 1 absent); they are not published: set publish_audio: true in "
                + "content/site.yml to publish them, or publish_audio: false to keep them off the site without this note",
        ])

        // Said outright, it is the owner's choice: nothing to note.
        try site.write("content/site.yml", "title: Test Records\npublish_audio: false\n")
        let quiet = try await site.build()
        #expect(!quiet.warnings.contains { $0.message.contains("audio") })
        #expect(filesUnder(site.output).filter { $0.hasSuffix(".wav") }.isEmpty)
    }

    @Test("Audio files that are not there (a disk not mounted, CI) keep their tracks without a player, with one warning; mounted, the next build plays them")
    func absentFiles() async throws {
        let site = try TemporarySite(siteYAML: "title: Test Records\npublish_audio: true\n")
        defer { site.remove() }
        try site.write("music/here.wav", Self.wav(seconds: 3))
        try site.album("tide", extra: """
            tracks:
              - { title: Gone One, file: ../../music/gone-1.wav, length: "2:00" }
              - { title: Here, file: ../../music/here.wav }
              - { title: Gone Two, file: ../../music/gone-2.wav }

            """)
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { file: ../../audio/gone.wav, title: Gone Three }\n---\n")
        let report = try await site.build()
        #expect(report.warnings.filter { $0.severity == .warning }.map(\.description) == [
            "content/albums/tide.md:5: warning: 3 audio files named by 'file:' are absent, this one ('../../music/gone-1.wav') first: "
                + "their tracks are listed without a player; mount the disk that holds them, or build where the music is",
        ])
        let album = try site.read("albums/tide/index.html")
        #expect(album.contains(">Gone One</span>") && album.contains(">2:00</time>") && album.contains(">Gone Two</span>"))
        #expect(album.contains("data-track-src=\"../../albums/tide/2.wav\"") && !album.contains("albums/tide/1.wav") && !album.contains("albums/tide/3.wav"))
        let mix = try site.read("playlists/mix/index.html")
        #expect(mix.contains(">Gone Three") && !mix.contains("data-track-src") && !mix.contains("data-player"))
        #expect(filesUnder(site.output).filter { $0.hasSuffix(".wav") } == ["albums/tide/2.wav"])

        // The disk is back: nothing in content/ changed, yet the build sees the files and publishes them.
        try site.write("music/gone-1.wav", Self.wav(seconds: 1))
        try site.write("music/gone-2.wav", Self.wav(seconds: 2))
        try site.write("audio/gone.wav", Self.wav(seconds: 4))
        let mounted = try await site.build()
        #expect(!mounted.upToDate && !mounted.warnings.contains { $0.severity == .warning })
        #expect(filesUnder(site.output).filter { $0.hasSuffix(".wav") } == ["albums/tide/1.wav", "albums/tide/2.wav", "albums/tide/3.wav", "playlists/mix/1.wav"])
    }

    @Test("One audio file not there: the warning names it")
    func oneAbsentFile() async throws {
        let site = try TemporarySite(siteYAML: "title: Test Records\npublish_audio: true\n")
        defer { site.remove() }
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { file: ../../audio/gone.wav, title: Gone }\n---\n")
        let archive = try await site.load()
        #expect(archive.warnings.map(\.description) == [
            "content/playlists/mix.md:4: warning: audio file '../../audio/gone.wav' is absent (paths are relative to the file naming it): "
                + "its track is listed without a player; mount the disk that holds it, or build where the music is",
        ])
    }
}
