import Foundation
import Testing
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
        let site = try TemporarySite()
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
}
