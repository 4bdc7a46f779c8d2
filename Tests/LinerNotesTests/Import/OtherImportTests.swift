import Foundation
import Testing
import Basics
@testable import Import
@testable import MusicWeb
@testable import Rendering

@Suite("Importing a Music Player bundle and a MusicBrainz collection")
struct OtherImportTests {
    @Test("A Music Player bundle (trailing commas and all): covers copied in, songs linked to their audio, a second run changes nothing")
    func musicPlayer() async throws {
        let site = try TemporarySite(siteYAML: "title: Player\n")
        defer { site.remove() }
        // The bundle as the seed app shipped it: note the trailing commas, and file names without extensions.
        let bundle = """
            [
              {
                "artistName": "Linkin Park",
                "albums": [
                  {
                    "title": "Meteora",
                    "image": "Linkin_Park_-_Meteora.jpg",
                    "songs": [
                      { "title": "Numb", "fileName": "Linkin_Park_-_Numb_Official", },
                      { "title": "Somewhere I Belong", "fileName": "Linkin_Park_-_Somewhere_I_Belong", }
                    ]
                  },
                  { "title": "", "image": "x.jpg", "songs": [] },
                ]
              },
              { "albums": [ { "title": "Orphan", "songs": [] } ] },
            ]
            """
        try site.write("bundle/music.json", bundle)
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 0xFF, 0xD9]).write(to: site.root.appending(path: "bundle/Linkin_Park_-_Meteora.jpg"))
        try FileManager.default.copyItem(at: repositoryRoot.appending(path: "content/audio/tram-bell.wav"), to: site.root.appending(path: "bundle/Linkin_Park_-_Numb_Official.wav"))
        let importer = MusicPlayerImporter(site: site.root)
        let (albums, skipped) = try importer.read(site.root.appending(path: "bundle/music.json"))
        let report = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        #expect(report.created == ["content/albums/meteora.md"])
        #expect(report.skipped == ["music.json: artist 1, album 2: no title", "music.json: artist 2, album 1: no artistName"])
        // The song's audio lies inside the site folder, and site.yml does not publish audio: the import says so, with its size.
        let size = try #require(FileManager.default.attributesOfItem(atPath: site.root.appending(path: "bundle/Linkin_Park_-_Numb_Official.wav").path)[.size] as? Int)
        #expect(report.notes == [
            "music.json: artist 1, album 1 (Meteora): no audio file beside the bundle for 'Linkin_Park_-_Somewhere_I_Belong' (imported without it)",
            "the audio of 1 track (\(ByteSize(size))) lies inside the site folder but is not published until you set publish_audio: true in content/site.yml; that adds \(ByteSize(size)) to the site",
        ])
        let text = try String(contentsOf: site.root.appending(path: "content/albums/meteora.md"), encoding: .utf8)
        #expect(text.contains("cover: ../covers/linkin-park-meteora.jpg"))
        #expect(text.contains(#"  - { title: "Numb", file: "../../bundle/Linkin_Park_-_Numb_Official.wav" }"#))
        #expect(text.contains(#"  - "Somewhere I Belong""#))
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "content/covers/linkin-park-meteora.jpg").path))
        let archive = try await site.load()
        #expect(archive.albums.first?.tracks.first?.file?.hasSuffix("/bundle/Linkin_Park_-_Numb_Official.wav") == true)
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")

        let again = try AlbumImport(site: site.root).run(try importer.read(site.root.appending(path: "bundle/music.json")).albums)
        #expect(again.created.isEmpty && again.updated.isEmpty && again.unchanged == ["content/albums/meteora.md"])
    }

    @Test("A MusicBrainz collection, browsed 100 at a time through the polite fetcher: each album gets its mbid, and the build then searches nothing")
    func musicbrainzCollection() async throws {
        let harness = try FetchHarness(enabled: [.musicbrainz])
        let collection = "f0000000-0000-4000-8000-00000000c011"
        // 150 releases: the recorded Szell release under 150 ids, and the recorded compilation as the last.
        var recorded = try #require(try JSONSerialization.jsonObject(with: Recorded.data("mb-release-classical-szell-beethoven4-5-vinyl.json")) as? [String: Any])
        let compilation = try #require(try JSONSerialization.jsonObject(with: Recorded.data("mb-release-various-artists-paste-48.json")) as? [String: Any])
        var releases: [[String: Any]] = []
        for number in 0..<149 {
            recorded["id"] = String(format: "00000000-0000-4000-8000-%012d", number)
            recorded["title"] = "Symphony \(number)"
            releases.append(recorded)
        }
        releases.append(compilation)
        // The browse answers for pages of 100, as MusicBrainz pages them.
        var pages: [Int: Data] = [:]
        for offset in [0, 100] {
            pages[offset] = try JSONSerialization.data(withJSONObject: [
                "release-count": releases.count, "release-offset": offset, "releases": Array(releases.dropFirst(offset).prefix(100)),
            ])
        }
        let answers = pages
        harness.override = { request in
            guard request.path.hasPrefix("/mb/ws/2/release?"), request.query("collection") == collection, request.query("limit") == "100",
                let body = answers[Int(request.query("offset") ?? "") ?? -1]
            else { return nil }
            return Recorded.json(body)
        }
        // Request deadlines on a clock that never moves: the 2 MB pages must not race the wall clock on a loaded machine.
        let transport = CurlTransport(clock: ManualClock())
        let fetcher = try MusicBrainzCollectionImporter.fetcher(site: harness.site.root, transport: transport, clock: harness.clock)
        let (albums, skipped) = try await MusicBrainzCollectionImporter(fetcher: fetcher).read(collection: collection)
        #expect(skipped.isEmpty)
        #expect(albums.count == 150)
        #expect(harness.paths(prefix: "/mb/ws/2/release?").count == 2)
        let report = try AlbumImport(site: harness.site.root).run(albums)
        #expect(report.created.count == 150)
        let paste = try String(contentsOf: harness.site.root.appending(path: "content/albums/paste-magazine-sampler-48-november-2008.md"), encoding: .utf8)
        #expect(paste.contains("artist: Various Artists") && paste.contains("mbid: 90b66a30-878b-4c32-a943-7f87842d2a2c") && paste.contains("year: 2008"))
        let szell = try String(contentsOf: harness.site.root.appending(path: "content/albums/symphony-0.md"), encoding: .utf8)
        #expect(szell.contains("artist: Beethoven; Cleveland Orchestra, George Szell\n"))
        #expect(szell.contains("format: \"12\\\" Vinyl\""))

        // Again: the collection is asked again (it may have changed); the same answer changes nothing.
        let again = try await MusicBrainzCollectionImporter(fetcher: try MusicBrainzCollectionImporter.fetcher(site: harness.site.root, transport: transport, clock: harness.clock))
            .read(collection: collection)
        #expect(harness.paths(prefix: "/mb/ws/2/release?").count == 4)
        #expect(try AlbumImport(site: harness.site.root).run(again.albums).unchanged.count == 150)
        // A build looks the albums up by their mbid: no searches by name.
        try await harness.build()
        #expect(harness.server.requests.filter { $0.query("query") != nil }.isEmpty)
        #expect(harness.paths(prefix: "/mb/ws/2/release/").count == 150)
        #expect { try MusicBrainzCollectionImporter.fetcher(site: harness.site.root.appending(path: "nowhere")) } throws: { "\($0)".contains("site.yml") }
        await #expect { try await MusicBrainzCollectionImporter(fetcher: fetcher).read(collection: "not-a-uuid") } throws: { "\($0)".contains("not a MusicBrainz collection id") }
    }
}
