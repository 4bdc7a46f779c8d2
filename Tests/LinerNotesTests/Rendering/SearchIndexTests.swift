import Basics
import Foundation
import Testing
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering

@Suite("The search index in shards")
struct SearchIndexTests {
    @Test("Words are folded and split as search.js does, and filed under their first two letters (a number's first three)")
    func wordsAndKeys() {
        #expect(SearchIndex.words("Fjörd Ensemble — Live!").map(String.init) == ["fjord", "ensemble", "live"])
        #expect(SearchIndex.words("Ærø STRAẞE Łódź").map(String.init) == ["aero", "strasse", "lodz"])
        // Greek: a final sigma, capital or written small, folds as search.js folds it (JavaScript makes "ΟΔΟΣ" "οδος" with ς).
        #expect(SearchIndex.words("ΟΔΟΣ ὁδός").map(String.init) == ["οδοσ", "οδοσ"])
        #expect(SearchIndex.keys("ΟΣ") == ["οσ"])
        #expect(SearchIndex.keys("Static Station Static 1975 7") == ["st", "197", "7"])
        // ASCII text takes a byte-by-byte path: the same keys, in the same order, as the path through `words`.
        for text in ["Static Station Static 1975 7", "Kind of Blue · 1959", "AC/DC — Back in Black (Remastered 2003)", "  ", "",
                     "Symphony No. 9 in D minor, Op. 125: IV. Presto", "a1 b22 c333 4444 55555 x-y_z", "MTV Unplugged in New York"] {
            #expect(SearchIndex.asciiKeys(text) == SearchIndex.foldedKeys(text), "\(text)")
        }
        #expect(SearchIndex.fileName("st", page: 0) == "assets/search/st.js")
        #expect(SearchIndex.fileName("st", page: 2) == "assets/search/st.2.js")
        #expect(SearchIndex.fileName("三毒", page: 0) == "assets/search/u4e09-6bd2.js")
    }

    @Test("An entry's keys read back in the order filed, each once, however many (four in place, the rest beyond)")
    func entryKeys() {
        for count in 0...9 {
            let words = (0..<count).map { "w\(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0))))x" }
            let keys = SearchIndex.FiledKeys(words.joined(separator: " ") + " " + (words.first ?? ""))
            #expect(keys.packed.map(SearchIndex.FiledKeys.unpack) == words.map { String($0.prefix(2)) }, "\(count) words")
            #expect(keys.others.isEmpty)
            #expect(Array(keys.packed) == Array(SearchIndex.FiledKeys(words.joined(separator: " ")).packed))
        }
        // Keys beyond ASCII are kept as text; a track's title and performer share one entry's keys.
        let mixed = SearchIndex.FiledKeys("Échos 1999", "Ada Wren")
        #expect(mixed.packed.map(SearchIndex.FiledKeys.unpack) == ["ec", "199", "ad", "wr"] && mixed.others.isEmpty)
        let other = SearchIndex.FiledKeys("十二 月")
        #expect(other.packed.isEmpty && !other.others.isEmpty)
        // Tracks kept by column read back as they were given, performers shared among tracks.
        let given = (0..<7).map { SearchIndex.TrackRef(album: $0 / 3, title: "T\($0)", performer: ["", "Ada", "Bo"][$0 % 3]) }
        let tracks = SearchIndex.Tracks(given)
        #expect(tracks.count == 7)
        #expect(tracks.map { "\($0.album) \($0.title) \($0.performer)" } == given.map { "\($0.album) \($0.title) \($0.performer)" })
        // Performers equal as text but spelled with other bytes (a precomposed "é", an "e" and a combining accent)
        // read back each as given.
        let spelled = SearchIndex.Tracks([
            .init(album: 0, title: "A", performer: "Ren\u{E9}e"), .init(album: 0, title: "B", performer: "Rene\u{301}e"),
            .init(album: 1, title: "C", performer: "Ren\u{E9}e"), .init(album: 1, title: "D", performer: "Rene\u{301}e"),
        ])
        #expect(spelled.map { Array($0.performer.utf8) } == ["Ren\u{E9}e", "Rene\u{301}e", "Ren\u{E9}e", "Rene\u{301}e"].map { Array($0.utf8) })
    }

    @Test("A key with many names keeps the first ten of each kind on its first file, with each kind's count, and the rest on name pages, beginning-with-the-key first, by name")
    func manyNamesArePaged() throws {
        // 650 albums with a word "st…" (500 beginning with it, 150 with it later), 40 artists beginning with it, one
        // person: more than 40 KB of names under "st".
        var names: [SearchIndex.Name] = []
        for number in (0..<500).reversed() {
            names.append(.init(kind: "Album", name: "Stone \(String(format: "%03d", number))", detail: "Ada Wren and the Long Harbour Orchestra · 2001", href: "stone-\(number)"))
        }
        for number in 0..<150 {
            names.append(.init(kind: "Album", name: "Abbey Street \(number)", detail: "Ada Wren and the Long Harbour Orchestra · 2001", href: "abbey-\(number)"))
        }
        for number in 0..<40 { names.append(.init(kind: "Artist", name: "Störm \(number)", detail: "1 album", href: "artists/s\(number)/")) }
        names.append(.init(kind: "Person", name: "Stella Moss", detail: "Piano", href: "people/stella-moss/"))
        let files = shards(SearchIndex(names: names, albums: [], tracks: [], albumLink: ("albums/", "/")))
        let manifest = try #require(files["assets/search/index.js"])
        let first = try #require(files["assets/search/st.js"])
        let namePages = files.keys.filter { $0.hasPrefix("assets/search/st.n") }.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
        #expect(manifest.contains(#""st":{"n":691,"t":0,"f":1,"m":\#(namePages.count)}"#), "\(manifest.prefix(300))")
        #expect(namePages.count > 1 && namePages.allSatisfy(SearchIndex.isNamePage))
        #expect(!SearchIndex.isNamePage("assets/search/st.2.js") && !SearchIndex.isNamePage("assets/search/n1.js"))
        #expect(first.utf8.count < 4_000, "the first file holds only the first names of each kind")
        #expect(first.contains(#""c":{"Album":650,"Artist":40,"Person":1}"#))
        // Names in order, page after page: each kind's beginning-with-the-key ones first, by name.
        var order: [String] = []
        for text in [first] + namePages.map({ files[$0] ?? "" }) {
            let regex = try Regex(#""k":"([A-Za-z]+)","n":"([^"]+)""#)
            order += text.matches(of: regex).map { "\($0.output[1].substring ?? "") \($0.output[2].substring ?? "")" }
        }
        #expect(order.count == 691 && Set(order).count == 691)
        #expect(Array(order.prefix(12)) == (0..<10).map { "Album Stone \(String(format: "%03d", $0))" } + ["Artist Störm 0", "Artist Störm 1"])
        let albums = order.filter { $0.hasPrefix("Album ") }
        #expect(albums[499] == "Album Stone 499" && albums[500] == "Album Abbey Street 0" && albums[501] == "Album Abbey Street 1")
        #expect(order.filter { $0.hasPrefix("Person ") } == ["Person Stella Moss"])
        // A key with few names keeps them all on its first file, without counts.
        let few = shards(SearchIndex(names: Array(names.prefix(20)), albums: [], tracks: [], albumLink: ("albums/", "/")))
        #expect(few.keys.filter { $0.hasPrefix("assets/search/st") } == ["assets/search/st.js"])
        #expect(!(few["assets/search/st.js"] ?? "").contains(#""c":"#))
        // Ordered as search.js compares strings, by UTF-16 code units: a code point above U+FFFF before U+FF21.
        #expect(SearchIndex.utf16Precedes("😀", "Ａ") && !SearchIndex.utf16Precedes("Ａ", "😀"))
        #expect(SearchIndex.utf16Precedes("stone 1", "stone a") && SearchIndex.utf16Precedes("stone", "stone a"))
        #expect(SearchIndex.fileName("st", namePage: 2) == "assets/search/st.n2.js")
        #expect(SearchIndex.fileName("三毒", namePage: 1) == "assets/search/u4e09-6bd2.n1.js")
    }

    @Test("assets/strings.js folds with the search index's own table of letters that do not decompose (ø, æ, ß, ł…)")
    func scriptsFoldAsTheIndexDoes() throws {
        guard case .bytes(let data) = StringsScript.render(.english).contents else { throw CancellationError() }
        let script = String(decoding: data, as: UTF8.self)
        #expect(SearchIndex.special.count >= 9)
        for (letter, spelled) in SearchIndex.special {
            #expect(script.contains("\"\(letter)\":\"\(spelled)\""), "strings.js lacks \(letter)")
        }
    }

    /// The shard files of an index, by path, as text.
    private func shards(_ index: SearchIndex) -> [String: String] {
        Dictionary(uniqueKeysWithValues: index.files().map { file -> (String, String) in
            guard case .bytes(let data) = file.contents else { return (file.path, "") }
            return (file.path, String(decoding: data, as: UTF8.self))
        })
    }

    @Test("A shard holds the names and tracks with a word of its key; tracks only by their own title and performer")
    func shardContents() throws {
        let index = SearchIndex(
            names: [
                .init(kind: "Album", name: "Fog Bank", detail: "The Quiet Hours · 2014", href: "fog-bank"),
                .init(kind: "Artist", name: "The Quiet Hours", detail: "2 albums", href: "artists/the-quiet-hours/index.html"),
            ],
            albums: [("Fog Bank", "The Quiet Hours", "fog-bank")],
            tracks: [.init(album: 0, title: "Harbour </script>", performer: ""), .init(album: 0, title: "Fog Horn", performer: "Ada Wren")],
            albumLink: ("albums/", "/index.html"))
        let files = shards(index)
        let manifest = try #require(files["assets/search/index.js"])
        #expect(manifest.hasPrefix(#"window.linernotesSearchManifest = {"album":{"prefix":"albums/","suffix":"/index.html"},"keys":{"#))
        // "fo": the album by its title, and one track by its title; "ha": only the track; "ad": the track by its performer.
        #expect(manifest.contains(#""fo":{"n":1,"t":1,"f":1}"#) && manifest.contains(#""ha":{"n":0,"t":1,"f":1}"#))
        #expect(manifest.contains(#""ad":{"n":0,"t":1,"f":1}"#))
        // "qu": the album (by its artist) and the artist, but no track: an album found by its artist does not bring its tracks.
        #expect(manifest.contains(#""qu":{"n":2,"t":0,"f":1}"#))
        let fo = try #require(files["assets/search/fo.js"])
        #expect(fo == """
            window.linernotesSearchShard("fo",0,{"names":[{"k":"Album","n":"Fog Bank","d":"The Quiet Hours · 2014","h":"fog-bank"}],\
            "albums":[{"t":"Fog Bank","by":"The Quiet Hours","s":"fog-bank"}],"tracks":[{"t":"Fog Horn","a":0,"by":"Ada Wren"}]});

            """)
        // A track without a performer of its own has no `by`.
        let ha = try #require(files["assets/search/ha.js"])
        #expect(ha.contains(#"{"t":"Harbour \u003c/script\u003e","a":0}"#) && !ha.contains("</script>"))
    }

    @Test("A key's tracks are split into pages of about 100 kB, each with its own table of albums; the same archive gives the same bytes")
    func pages() throws {
        let albums = (0..<400).map { ("Album \($0)", "Artist \($0 % 7)", "album-\($0)") }
        let tracks = (0..<6000).map { SearchIndex.TrackRef(album: $0 / 15, title: "Station \($0) of the night", performer: "") }
        let index = SearchIndex(names: [], albums: albums, tracks: tracks, albumLink: ("albums/", "/"))
        let files = shards(index)
        let pages = files.keys.filter { $0.hasPrefix("assets/search/st") }.sorted()
        #expect(pages.count > 1)
        #expect(files["assets/search/index.js"]!.contains(#""st":{"n":0,"t":6000,"f":\#(pages.count)}"#))
        for path in pages {
            let text = files[path]!
            #expect(text.utf8.count < SearchIndex.pageBytes + 2_000, "\(path)")
            // Every page can show its tracks' albums by itself.
            #expect(text.contains(#""albums":[{"t":"Album "#))
        }
        #expect(files["assets/search/st.1.js"]!.hasPrefix(#"window.linernotesSearchShard("st",1,{"albums":"#))
        #expect(index.files() == index.files())
    }

    @Test("Made on every core, the index is the same files as made in order, the manifest last")
    func everyCoreSameFiles() throws {
        let albums = (0..<900).map { ("Album \($0) Ørsted café", "Artist \($0 % 7)", "album-\($0)") }
        let tracks = (0..<9000).map {
            SearchIndex.TrackRef(album: $0 / 10, title: "\(["Station", "Harbour", "Échos", "Tide"][$0 % 4]) \($0) of the night", performer: $0 % 3 == 0 ? "Ada Wren" : "")
        }
        let index = SearchIndex(names: [], albums: albums, tracks: tracks, albumLink: ("albums/", "/"))
        let handed = Locked<[OutputFile]>([])
        try index.writeOnEveryCore(JobOutput(emit: { file in handed.withLock { $0.append(file) }; return "" }))
        let files = handed.withLock { $0 }
        #expect(Set(files) == Set(index.files()) && files.count == index.files().count)
        #expect(files.last?.path == SearchIndex.manifestPath)
    }

    @Test("Made again after one album's title changed, only the shards filing its words or its tracks are made; the rest are kept, and the files are those a fresh index makes")
    func keepsShardsAsTheyWere() throws {
        func index(retitled: Bool) -> SearchIndex {
            let titles = (0..<300).map { number in number == 3 && retitled ? "Zephyr Nocturnes" : "Album \(number) \(["Harbour", "Tide", "Échos"][number % 3])" }
            // An artist's name spelled with a combining accent instead of "é": equal as text, other bytes in its shards.
            let artist = SearchIndex.Name(kind: "Artist", name: retitled ? "Cafe\u{301} Tacvba" : "Caf\u{E9} Tacvba", detail: "2 albums", href: "artists/cafe/")
            let names = [artist] + titles.enumerated().map { SearchIndex.Name(kind: "Album", name: $1, detail: "Artist \($0 % 7)", href: "album-\($0)") }
            let albums = titles.enumerated().map { ($1, "Artist \($0 % 7)", "album-\($0)") }
            let tracks = (0..<3000).map { SearchIndex.TrackRef(album: $0 / 10, title: "\(["Station", "Quay", "Lantern", "Orchard"][$0 % 4]) \($0)", performer: "") }
            return SearchIndex(names: names, albums: albums, tracks: tracks, albumLink: ("albums/", "/"))
        }
        let published = Locked([String: (hash: String, contents: Data)]())
        func output(emitted: Locked<[String]>) -> JobOutput {
            JobOutput(emit: { file in
                guard case .bytes(let data) = file.contents else { throw CancellationError() }
                let hash = ContentHash.sha256(data)
                published.withLock { $0[file.path] = (hash, data) }
                emitted.withLock { $0.append(file.path) }
                return hash
            }, keep: { files in published.withLock { known in files.allSatisfy { known[$0.path]?.hash == $0.hash } } })
        }
        let first = Locked<[String]>([])
        let inMemory = try index(retitled: false).writeOnEveryCore(output(emitted: first))
        // As `build` keeps it: through its file, which is refused when damaged or written by another binary.
        let bytes = inMemory.encoded(identity: "this binary")
        #expect(SearchIndex.Made.decode(bytes, identity: "another binary") == nil)
        for position in stride(from: 0, to: bytes.count, by: 997) {
            var damaged = bytes
            damaged[position] ^= 0x10
            #expect(SearchIndex.Made.decode(damaged, identity: "this binary") == nil, "byte \(position) changed")
        }
        #expect(SearchIndex.Made.decode(Array(bytes.dropLast(3)), identity: "this binary") == nil)
        let made = try #require(SearchIndex.Made.decode(bytes, identity: "this binary"))
        #expect(made.encoded(identity: "this binary") == bytes)
        let again = Locked<[String]>([])
        let retitled = index(retitled: true)
        try retitled.writeOnEveryCore(output(emitted: again), kept: made)
        // The shards of the old and new title's words ("al", "3", "ha"…; "ze", "no") and of its tracks' words (the
        // album's title is in their shards' album tables), and the manifest; none of the other keys'.
        let keys = Set(SearchIndex.keys("Album 3 Harbour Artist 3") + SearchIndex.keys("Zephyr Nocturnes Artist 3") + SearchIndex.keys("Café Tacvba")
            + (30..<40).flatMap { SearchIndex.keys("\(["Station", "Quay", "Lantern", "Orchard"][$0 % 4]) \($0)") })
        let madeAgain = Set(again.withLock { $0 })
        #expect(madeAgain.contains(SearchIndex.fileName("ze", page: 0)) && madeAgain.contains(SearchIndex.manifestPath))
        #expect(madeAgain.count < first.withLock { $0 }.count / 2, "\(madeAgain.count) of \(first.withLock { $0 }.count) files made again")
        for path in madeAgain where path != SearchIndex.manifestPath {
            #expect(keys.contains { path.hasPrefix("assets/search/\($0).") }, "\(path) made again")
        }
        // Kept and made again, the files are a fresh index's, byte for byte (a shard gone is not among them).
        let fresh = Dictionary(uniqueKeysWithValues: retitled.files().map { file -> (String, Data) in
            guard case .bytes(let data) = file.contents else { return (file.path, Data()) }
            return (file.path, data)
        })
        let now = published.withLock { $0 }.filter { fresh[$0.key] != nil || madeAgain.contains($0.key) }
        #expect(Set(now.keys).isSuperset(of: fresh.keys))
        for (path, data) in fresh { #expect(now[path]?.contents == data, "\(path) differs from a fresh index's") }
    }

    @Test("Each shard is handed over to be staged as it is made, the manifest last; a failure there stops the rest")
    func streamsShards() throws {
        let albums = (0..<400).map { ("Album \($0)", "Artist \($0 % 7)", "album-\($0)") }
        let tracks = (0..<6000).map { SearchIndex.TrackRef(album: $0 / 15, title: "Station \($0) of the night", performer: "") }
        let index = SearchIndex(names: [], albums: albums, tracks: tracks, albumLink: ("albums/", "/"))
        var handed: [OutputFile] = []
        index.write { handed.append($0) }
        #expect(Set(handed) == Set(index.files()) && handed.count == index.files().count)
        #expect(handed.last?.path == SearchIndex.manifestPath)
        // A key's pages in order.
        let stPages = handed.map(\.path).filter { $0.hasPrefix("assets/search/st") }
        #expect(stPages.count > 1 && stPages == ["assets/search/st.js"] + (1..<stPages.count).map { "assets/search/st.\($0).js" })

        struct DiskFull: Error {}
        var calls = 0
        #expect(throws: DiskFull.self) {
            try index.write { _ in
                calls += 1
                throw DiskFull()
            }
        }
        #expect(calls == 1)
    }

    @Test("A built site has the manifest and shards, no single big index, and links albums as the site does")
    func builtSite() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", title: "Tide Tables", artist: "The Quiet Hours", extra: "year: 2014\ntracks: [\"Harbour\", \"</script>\"]\n")
        try await site.build(cleanURLs: true)
        let manifest = try site.read("assets/search/index.js")
        #expect(manifest.contains(#""album":{"prefix":"albums/","suffix":"/"}"#))
        #expect(try site.read("assets/search/ti.js").contains(#"{"k":"Album","n":"Tide Tables","d":"The Quiet Hours · 2014","h":"a"}"#))
        #expect(try site.read("assets/search/ha.js").contains(#"{"t":"Harbour","a":0}"#))
        #expect(try site.read("assets/search/qu.js").contains(#"{"k":"Artist","n":"The Quiet Hours","d":"1 album","h":"artists/the-quiet-hours/"}"#))
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "assets/search-index.js").path))
        #expect(try site.read("index.html").contains("data-index=\"assets/search/index.js\""))
    }
}
