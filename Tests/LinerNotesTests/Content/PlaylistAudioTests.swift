import Foundation
import Testing
@testable import Model
@testable import Rendering

@Suite("Playlist audio files")
struct PlaylistAudioTests {
    static let audio = Data("RIFF\u{24}\0\0\0WAVEfmt ".utf8) + Data(repeating: 7, count: 64)

    @Test("A local audio file is copied into the site beside its playlist, and the player plays it")
    func copied() async throws {
        let site = try TemporarySite(siteYAML: "title: Test Records\npublish_audio: true\n")
        defer { site.remove() }
        try site.album("real", extra: "tracks: [One]\n")
        try site.write("audio/harbour-bell.wav", Self.audio)
        try site.write("content/playlists/mix.md", """
            ---
            title: Mix
            tracks:
              - { album: real, track: 1 }
              - { file: ../../audio/harbour-bell.wav, title: "Harbour Bell" }
            ---

            """)
        try await site.build()
        #expect(try Data(contentsOf: site.output.appending(path: "playlists/mix/2.wav")) == Self.audio)
        let page = try site.read("playlists/mix/index.html")
        #expect(page.contains("data-track-src=\"../../playlists/mix/2.wav\""))
        #expect(page.contains("player.js"))
    }

    @Test("An audio file outside the site folder is refused, also through a symbolic link", arguments: ["relative", "absolute", "symlink"])
    func outsideSiteRefused(how: String) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let outside = FileManager.default.temporaryDirectory.appending(path: "linernotes-outside-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.audio.write(to: outside.appending(path: "private.wav"))
        let path: String
        switch how {
        case "relative": path = "../../../\(outside.lastPathComponent)/private.wav"
        case "absolute": path = outside.appending(path: "private.wav").path
        default:
            try FileManager.default.createDirectory(at: site.root.appending(path: "audio"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: site.root.appending(path: "audio/link.wav"), withDestinationURL: outside.appending(path: "private.wav"))
            path = "../../audio/link.wav"
        }
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { file: \(yamlQuoted(path)), title: Leak }\n---\n")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("content/playlists/mix.md:4: error: 'file' points outside the site folder ('\(path)')")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("A file that is not audio is refused, naming the audio types", arguments: ["../../notes/liner.txt", "../../covers/front.png"])
    func notAudioRefused(path: String) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("notes/liner.txt", "text")
        try site.write("covers/front.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { file: \(yamlQuoted(path)), title: Not a song }\n---\n")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("content/playlists/mix.md:4: error: 'file' must be audio (aac, aif, aiff, ape, flac, m4a, mp3, mp4, mpc, oga, ogg, opus, wav, webm, wma, wv), not '\(path)'")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    /// A local file's length is read from its tags at every build; the page kept from the last build must not keep
    /// the old one (the playlists' key holds the resolved tracks).
    @Test("A playlist's audio file replaced by a longer take shows the new length on the next build")
    func replacedAudioShowsNewLength() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("real", extra: "tracks: [One]\n")
        try site.write("audio/bell.wav", AlbumAudioTests.wav(seconds: 5))
        try site.write("content/playlists/mix.md", """
            ---
            title: Mix
            tracks:
              - { file: ../../audio/bell.wav, title: "Bell" }
            ---

            """)
        try await site.build()
        let before = try site.read("playlists/mix/index.html")
        try site.write("audio/bell.wav", AlbumAudioTests.wav(seconds: 9))
        try await site.build()
        let after = try site.read("playlists/mix/index.html")
        let clean = site.root.appending(path: "clean")
        try await site.build(output: clean)
        #expect(after != before)
        #expect(after == (try String(contentsOf: clean.appending(path: "playlists/mix/index.html"), encoding: .utf8)))
    }
}
