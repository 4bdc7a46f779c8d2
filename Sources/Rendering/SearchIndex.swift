import Basics
import Engine
import Foundation
import Model

/// The search index, in shards a query loads only a few of: every word of every name and track title is folded
/// (case, accents: "Fjörd" is "fjord") and filed under its first two letters, its key. A query needs just the shard
/// of its rarest word's key, since every result holds every word. (Numbers are filed under their first three digits,
/// so "1975" finds 1975 but "19" finds only a 19.) Each shard is a script (`<script>` works from
/// disk, where `fetch()` of local files is refused), so `search.js` (which folds and splits words the same way)
/// loads the manifest, then one shard per query.
///
/// - `assets/search/index.js`: `window.linernotesSearchManifest`: `album` {`prefix`, `suffix`}, how an album's link
///   is made from its slug, and `keys`, each key with its count of names (`n`) and tracks (`t`), its number of
///   track pages (`f`) and of further name pages (`m`, when there are any).
/// - `assets/search/<file>.js`: the key's albums, artists, playlists and concerts (`names`), and the first page of its
///   tracks (`tracks`, each pointing into the page's own table of `albums`); `<file>.<N>.js` the further pages.
///   A key with many names (more than about 40 KB of them) keeps only the first ten of each kind there, with each
///   kind's count (`c`), and the rest on `<file>.n<N>.js` (`pagedNames` says in what order): a query's first file stays
///   small however common its key, and the header's dropdown loads the further name pages only when a better result
///   could be on them.
///   Their entries are objects with one- and two-letter keys, as they are most of the index's bytes: a name is
///   {`k` kind, `n` name, `d` detail, `h` href}, an album {`t` title, `by` artist, `s` slug}, a track {`t` title,
///   `a` album (its place in `albums`), `by` performer, left out when the track has none}.
///
/// Tracks are found by their own title and performers only, so an album found by its title is not followed by
/// every one of its tracks.
struct SearchIndex {
    /// A track page is closed once it holds about this many bytes; the names of a key are never split.
    static let pageBytes = 100_000
    static let manifestPath = SitePaths.asset("search/index.js")

    /// An album, artist, person, playlist, concert or wanted record: `{k, n, d, h}` in a shard; an album's href is its slug (the manifest
    /// says how to make its link).
    package struct Name {
        let kind: String
        let name: String
        let detail: String
        let href: String
        /// Albums and concerts are found by their detail too (the artist and year; the date and venue).
        var searchable: String { kind == "Album" || kind == "Concert" || kind == "Wanted" ? name + " " + detail : name }
    }

    struct TrackRef {
        package let album: Int
        package let title: String
        let performer: String
    }

    /// The tracks, kept by column: each one's album (32 bits), its title, and its performer by number among the
    /// performers named (most tracks have none) — 24 bytes a track, not 40 (750,000 tracks at 50,000 albums, held
    /// while the index is made: its largest part).
    struct Tracks: RandomAccessCollection, Sendable {
        private var albums: [Int32] = []
        private var titles: [String] = []
        /// Each track's performer's number in `performers` plus one; 0 for none.
        private var performerNumbers: [UInt32] = []
        private var performers: [String] = []
        private var performerNumbersByName: [Spelling: UInt32] = [:]

        /// A name by its bytes: `String`'s `==` takes "é" and "e" with a combining accent for one, and the shards
        /// write each as it was.
        private struct Spelling: Hashable, Sendable {
            let text: String
            static func == (a: Spelling, b: Spelling) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }
            func hash(into hasher: inout Hasher) {
                for byte in text.utf8 { hasher.combine(byte) }
            }
        }

        init() {}

        init(_ tracks: [TrackRef]) {
            reserveCapacity(tracks.count)
            for track in tracks { append(track) }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { titles.count }

        subscript(position: Int) -> TrackRef {
            let number = Int(performerNumbers[position])
            return TrackRef(album: Int(albums[position]), title: titles[position], performer: number == 0 ? "" : performers[number - 1])
        }

        /// One column of track `position`, read without making its `TrackRef`.
        func album(at position: Int) -> Int { Int(albums[position]) }
        func title(at position: Int) -> String { titles[position] }
        func performer(at position: Int) -> String {
            let number = Int(performerNumbers[position])
            return number == 0 ? "" : performers[number - 1]
        }

        mutating func reserveCapacity(_ count: Int) {
            albums.reserveCapacity(count)
            titles.reserveCapacity(count)
            performerNumbers.reserveCapacity(count)
        }

        mutating func append(_ track: TrackRef) {
            albums.append(Int32(track.album))
            titles.append(track.title)
            guard !track.performer.isEmpty else {
                performerNumbers.append(0)
                return
            }
            if let number = performerNumbersByName[Spelling(text: track.performer)] {
                performerNumbers.append(number)
                return
            }
            performers.append(track.performer)
            let number = UInt32(performers.count)
            performerNumbersByName[Spelling(text: track.performer)] = number
            performerNumbers.append(number)
        }
    }

    package let names: [Name]
    /// Albums the tracks belong to: title, artist, slug.
    package let albums: [(title: String, artist: String, slug: String)]
    package let tracks: Tracks
    /// The keys of each name's and track's words when known already (`SearchEntries`); nil ones are made by `filed`.
    private var nameKeys: [FiledKeys?] = []
    private var trackKeys: [FiledKeys?] = []
    /// How an album's link is made from its slug, from the site root: prefix and suffix.
    let albumLink: (prefix: String, suffix: String)

    package init(_ site: SiteContext) {
        let archive = site.archive
        let links = SiteLinks(page: "index.html", cleanURLs: archive.config.cleanURLs)
        var names: [Name] = []
        var albums: [(title: String, artist: String, slug: String)] = []
        var tracks = Tracks()
        var nameKeys: [FiledKeys?] = [], trackKeys: [FiledKeys?] = []
        if let kept = site.searchEntries {
            // Each album's part kept from an earlier build while the album is as it was, its words' keys with it.
            let entries = kept.entries(for: archive.albums)
            // Hundreds of thousands of tracks: room for them all at once, not doubled as they come (half of it unused).
            let trackCount = entries.reduce(0) { $0 + $1.tracks.count }
            tracks.reserveCapacity(trackCount)
            trackKeys.reserveCapacity(trackCount)
            for entry in entries {
                names.append(entry.name)
                nameKeys.append(entry.nameKeys)
                guard !entry.tracks.isEmpty else { continue }
                albums.append((entry.name.name, entry.artist, entry.album.slug))
                for (track, keys) in zip(entry.tracks, entry.trackKeys) {
                    tracks.append(TrackRef(album: albums.count - 1, title: track.title, performer: track.performer))
                    trackKeys.append(keys)
                }
            }
        } else {
            // Counted without recording: `part(of:)` records the same reads below.
            tracks.reserveCapacity(ReadLog.untracked { archive.albums.reduce(0) { $0 + $1.displayTracks.count } })
            for album in archive.albums {
                let part = Self.part(of: album)
                names.append(part.name)
                guard !part.tracks.isEmpty else { continue }
                albums.append((part.name.name, part.artist, album.slug))
                for track in part.tracks { tracks.append(TrackRef(album: albums.count - 1, title: track.title, performer: track.performer)) }
            }
        }
        for artist in archive.artists {
            let count = site.index.albumsByArtist[artist.slug]?.count ?? 0
            // An artist who shares a name with another is told apart as on the artists index: "1989–1991 · 2 albums".
            let albums = site.strings.counted("n_albums", count)
            let detail = site.index.artistDistinctions[artist.slug].map { "\($0) · \(albums)" } ?? albums
            names.append(Name(kind: "Artist", name: artist.name, detail: detail, href: links.href(SitePaths.artist(artist.slug))))
        }
        // The people credited on albums who have a page of their own (the others are artists, found above).
        for person in site.people.withPages {
            let summary = PersonCreditsView.summary(person.contributions, site.strings)
            names.append(Name(kind: "Person", name: person.name, detail: summary, href: links.href(person.path)))
        }
        for playlist in archive.playlists {
            names.append(Name(
                kind: "Playlist", name: playlist.title, detail: site.strings.counted("n_tracks", site.playlistTracks[playlist.slug]?.count ?? 0),
                href: links.href(SitePaths.playlist(playlist.slug))))
        }
        for concert in archive.concerts {
            names.append(Name(
                kind: "Concert", name: ICalendar.summary(concert, site.strings), detail: "\(site.strings.date(concert.date)), \(concert.venue)",
                href: links.href(SitePaths.concert(concert.slug))))
        }
        // The records on the wantlist (`wantlist: true`), found by title and artist, each linking to its place there.
        for want in archive.wanted ?? [] {
            names.append(Name(
                kind: "Wanted", name: want.title, detail: want.shownArtist + (want.year.map { " · \($0)" } ?? ""),
                href: links.href(SitePaths.wantlist) + "#" + WantlistPage.anchor(want)))
        }
        let marker = "\u{1}"
        let parts = links.href(SitePaths.album(marker)).components(separatedBy: marker)
        self.init(names: names, albums: albums, tracks: tracks, albumLink: (parts[0], parts.count > 1 ? parts[1] : ""))
        self.nameKeys = nameKeys
        self.trackKeys = trackKeys
    }

    /// One album's part of the index: its name entry (found by its title, artist and year), its artist as shown, and
    /// its tracks' titles and performers.
    static func part(of album: Album) -> (name: Name, artist: String, tracks: [(title: String, performer: String)]) {
        let artist = album.artist
        let name = Name(kind: "Album", name: album.title, detail: artist + (album.displayYear.map { " · \($0)" } ?? ""), href: album.slug)
        return (name, artist, album.displayTracks.map { ($0.title, $0.artist ?? "") })
    }

    package init(names: [Name], albums: [(title: String, artist: String, slug: String)], tracks: [TrackRef], albumLink: (prefix: String, suffix: String)) {
        self.init(names: names, albums: albums, tracks: Tracks(tracks), albumLink: albumLink)
    }

    init(names: [Name], albums: [(title: String, artist: String, slug: String)], tracks: Tracks, albumLink: (prefix: String, suffix: String)) {
        self.names = names
        self.albums = albums
        self.tracks = tracks
        self.albumLink = albumLink
    }

    // MARK: Words, as the scripts make them

    /// Letters that do not decompose into a letter and accents, spelled out; assets/strings.js folds with this table too.
    /// A final sigma is a sigma: JavaScript lowercases a word's last "Σ" to "ς", Swift to "σ".
    static let special: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ς": "σ",
    ]

    /// Lowercased, decomposed, without combining accents (U+0300–U+036F), and with the letters that do not
    /// decompose spelled out: what `fold` in assets/strings.js (StringsScript) does.
    static func fold(_ text: String) -> String {
        let lower = text.lowercased()
        if lower.utf8.allSatisfy({ $0 < 0x80 }) { return lower }
        var out = String.UnicodeScalarView()
        for scalar in lower.decomposedStringWithCanonicalMapping.unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
            if let replacement = special[scalar] { out.append(contentsOf: replacement.unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }

    /// The folded words of `text`: runs of letters, digits and marks (`/[\p{L}\p{N}\p{M}]+/gu`).
    package static func words(_ text: String) -> [Substring] {
        let folded = fold(text)
        return folded.unicodeScalars.split { !isWordScalar($0) }.map { Substring($0) }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let byte = UInt8(scalar.value)
            return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// The shard a word is filed under: its first two characters (code points); a number's first three, so a year
    /// shares a shard with its decade, not with every album of its century.
    package static func key(_ word: Substring) -> String {
        let digits = word.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        return String(String.UnicodeScalarView(word.unicodeScalars.prefix(digits ? 3 : 2)))
    }

    /// The keys of `text`'s words, each once, in order.
    package static func keys(_ text: String) -> [String] {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiKeys(text) : foldedKeys(text)
    }

    /// `keys(_:)` of any text, through `words`.
    static func foldedKeys(_ text: String) -> [String] {
        var seen = Set<String>()
        return words(text).map(key).filter { seen.insert($0).inserted }
    }

    /// `keys(_:)` of ASCII text (most names and titles), byte by byte: the same words (runs of letters and digits,
    /// lowercased), the same keys, in the same order.
    static func asciiKeys(_ text: String) -> [String] {
        var keys = FiledKeys()
        keys.addASCII(text)
        return keys.packed.map(FiledKeys.unpack)
    }

    /// The keys of one entry's texts while filing, each once, in order: a key of ASCII letters and digits packed in
    /// a number (its bytes and its length; no string made per word), any other key as text.
    struct FiledKeys: Sendable {
        var packed = PackedKeys()
        var others: [String] = []

        init() {}

        /// The keys of each of `texts` (a track's title, then its performer: the keys of both, each once).
        init(_ texts: String...) {
            for text in texts { add(text) }
        }

        /// The keys of `text`'s words added (those not there yet).
        mutating func add(_ text: String) {
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                addASCII(text)
                return
            }
            for key in SearchIndex.foldedKeys(text) {
                if key.utf8.count <= 3 && key.utf8.allSatisfy({ $0 < 0x80 }) {
                    let code = Self.pack(key.utf8)
                    if !packed.contains(code) { packed.append(code) }
                } else if !others.contains(key) {
                    others.append(key)
                }
            }
        }

        mutating func addASCII(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                func isWord(_ byte: UInt8) -> Bool {
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                }
                var position = 0
                while position < bytes.count {
                    while position < bytes.count && !isWord(bytes[position]) { position += 1 }
                    guard position < bytes.count else { break }
                    let start = position
                    var digits = true
                    while position < bytes.count && isWord(bytes[position]) {
                        if bytes[position] > 0x39 { digits = false }
                        position += 1
                    }
                    let code = Self.pack(bytes[start..<start + min(position - start, digits ? 3 : 2)])
                    if !packed.contains(code) { packed.append(code) }
                }
            }
        }

        /// Up to three ASCII bytes, lowercased, and their count.
        static func pack(_ bytes: some Collection<UInt8>) -> UInt32 {
            var code = UInt32(bytes.count)
            for (position, byte) in bytes.enumerated() {
                code |= UInt32(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) << (8 * UInt32(position + 1))
            }
            return code
        }

        static func unpack(_ code: UInt32) -> String {
            let count = Int(code & 0xFF)
            return String(decoding: (0..<count).map { UInt8((code >> (8 * UInt32($0 + 1))) & 0xFF) }, as: UTF8.self)
        }
    }

    /// An entry's packed keys: the first four in place, any more in an array. Nearly every track has four words or
    /// fewer, so 600,000 tracks at 50,000 albums need no array each (a heap block of about 48 bytes, and its `malloc`).
    /// A packed key is never 0 (its low byte is its length), so the places still 0 are those not taken: no count is
    /// kept beside them (24 bytes an entry, not 32).
    struct PackedKeys: RandomAccessCollection, Sendable, Equatable {
        private var first: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        private var more: [UInt32] = []

        init() {}

        private var inPlace: Int {
            first.0 == 0 ? 0 : first.1 == 0 ? 1 : first.2 == 0 ? 2 : first.3 == 0 ? 3 : 4
        }

        var startIndex: Int { 0 }
        var endIndex: Int { inPlace + more.count }

        subscript(position: Int) -> UInt32 {
            precondition(position >= 0 && position < endIndex, "a packed key past the entry's keys")
            return switch position {
            case 0: first.0
            case 1: first.1
            case 2: first.2
            case 3: first.3
            default: more[position - 4]
            }
        }

        mutating func append(_ code: UInt32) {
            precondition(code != 0, "a packed key of no bytes")
            switch inPlace {
            case 0: first.0 = code
            case 1: first.1 = code
            case 2: first.2 = code
            case 3: first.3 = code
            default: more.append(code)
            }
        }

        static func == (a: PackedKeys, b: PackedKeys) -> Bool {
            a.elementsEqual(b)
        }
    }

    /// The shard's file name: the key itself when it is ASCII letters and digits, else `u` and its code points in hex.
    package static func fileName(_ key: String, page: Int) -> String {
        let plain = key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) }
        let stem = plain ? key : "u" + key.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
        return SitePaths.asset("search/\(stem)\(page == 0 ? "" : ".\(page)").js")
    }

    /// A further page of a key's names (`<key>.n<page>.js`, from 1): a key with many names keeps only the first of each
    /// kind on its first file.
    package static func fileName(_ key: String, namePage: Int) -> String {
        let first = fileName(key, page: 0)
        return String(first.dropLast(3)) + ".n\(namePage).js"
    }

    // MARK: The files

    /// The manifest and every shard, deterministic for the same archive.
    package func files() -> [OutputFile] {
        var files: [OutputFile] = []
        write { files.append($0) }
        return [files.removeLast()] + files  // the manifest first
    }

    /// Makes every shard and then the manifest, handing each file to `emit` as it is made, so the index's files
    /// (22 MB for 10,000 albums) are never all held at once.
    package func write<Failure: Error>(_ emit: (OutputFile) throws(Failure) -> Void) throws(Failure) {
        let filing = filed(nameKeys, trackKeys)
        var (namesByKey, tracksByKey, keys) = (filing.names, filing.tracks, filing.keys)
        var manifest = manifestStart()
        for (position, key) in keys.enumerated() {
            // Each key's lists are let go once its files are made.
            let keyNames = namesByKey.removeValue(forKey: key) ?? [], keyTracks = tracksByKey.removeValue(forKey: key) ?? []
            let fileCount = try shard(key, names: keyNames, tracks: keyTracks, emit)
            addKey(key, names: keyNames.count, tracks: keyTracks.count, files: fileCount, first: position == 0, to: &manifest)
        }
        manifest.append(contentsOf: "}};\n".utf8)
        try emit(OutputFile(path: Self.manifestPath, contents: .bytes(Data(manifest))))
    }

    /// What an index made, kept for the next (in `serve`'s memory, `SearchEntries`; for `build`, in a file beside the
    /// output, `SearchIndex+Made`): its entries' digests with their words' keys, and each key's files with their
    /// hashes. An entry the same as one made then has the same keys; a key no changed entry files, then or now, files
    /// the same entries in the same order and makes the same files: the next index keeps them instead of making them.
    struct Made: Sendable {
        let albumLink: (prefix: String, suffix: String)
        /// What each entry was, digested (its texts, byte for byte): the names', the tracks' own texts (their keys
        /// come from those alone), each track's album by its place, and the albums' rows as the tracks show them.
        let names: [Digest]
        let trackTexts: [Digest]
        let trackAlbums: [Int]
        let albums: [Digest]
        let nameKeys: [FiledKeys]
        let trackKeys: [FiledKeys]
        let files: [String: [(path: String, hash: String)]]
    }

    /// Each entry's texts digested, byte for byte (`==` takes "é" and "e" with a combining accent for the same text,
    /// which the shards write as different bytes).
    private struct EntryDigests {
        var names: [Digest]
        var trackTexts: [Digest]
        var albums: [Digest]

        init(_ index: SearchIndex) {
            @Sendable func digest(_ texts: String...) -> Digest {
                var hasher = StableHasher()
                for text in texts { hasher.combine(text) }
                return hasher.finalize()
            }
            let names = index.names, albums = index.albums, tracks = index.tracks
            self.names = WorkQueue.map(count: names.count, chunk: 2048) { digest(names[$0].kind, names[$0].name, names[$0].detail, names[$0].href) }
            self.albums = WorkQueue.map(count: albums.count, chunk: 2048) { digest(albums[$0].title, albums[$0].artist, albums[$0].slug) }
            self.trackTexts = WorkQueue.map(count: tracks.count, chunk: 2048) { digest(tracks.title(at: $0), tracks.performer(at: $0)) }
        }
    }

    /// Which entries are those of `kept`, by place: names; tracks' own texts; tracks with their album as shown.
    private struct SameEntries {
        var names: [Bool]
        var trackTexts: [Bool]
        var tracks: [Bool]
    }

    /// `write`, the shards made on every core and handed to `output` from several threads at once; the manifest last.
    /// A key that files the same entries as in `kept` (the last index made) keeps its files when the output can, and
    /// an entry as it was there keeps its words' keys.
    @discardableResult
    package func writeOnEveryCore(_ output: JobOutput, kept: Made? = nil) throws -> Made {
        let digests = PartTimer.measure("search: the entries digested") { EntryDigests(self) }
        let same = PartTimer.measure("search: what is as it was") { kept.map { sameEntries(digests, as: $0) } }
        var (knownNames, knownTracks) = (nameKeys, trackKeys)
        if let kept, let same {
            (knownNames, knownTracks) = knownKeys
            for index in names.indices where knownNames[index] == nil && same.names[index] { knownNames[index] = kept.nameKeys[index] }
            for index in tracks.indices where knownTracks[index] == nil && same.trackTexts[index] { knownTracks[index] = kept.trackKeys[index] }
        }
        let filing = PartTimer.measure("search: file the words") { filed(knownNames, knownTracks) }
        let (namesByKey, tracksByKey, keys) = (filing.names, filing.tracks, filing.keys)
        let unchanged = kept.flatMap { kept in same.map { unchangedKeys(keys, filing.nameKeys, filing.trackKeys, same: $0, since: kept) } } ?? []
        let counts = Locked([(tracks: Int, names: Int)](repeating: (0, 0), count: keys.count))
        let madeFiles = Locked([String: [(path: String, hash: String)]]())
        let failure = Locked<(any Error)?>(nil)
        let keptKeys = Locked(0)
        let chunk = 32
        PartTimer.measure("search: the shards") {
        DispatchQueue.concurrentPerform(iterations: (keys.count + chunk - 1) / chunk) { number in
            for position in number * chunk..<min(keys.count, (number + 1) * chunk) where failure.withLock({ $0 == nil }) {
                let key = keys[position]
                if unchanged.contains(key), let files = kept?.files[key], output.keep(files) {
                    keptKeys.withLock { $0 += 1 }
                    let namePages = files.count { Self.isNamePage($0.path) }
                    counts.withLock { $0[position] = (files.count - namePages, namePages) }
                    madeFiles.withLock { $0[key] = files }
                    continue
                }
                do {
                    var files: [(path: String, hash: String)] = []
                    let made = try shard(key, names: namesByKey[key] ?? [], tracks: tracksByKey[key] ?? []) { file in
                        files.append((file.path, try output.emit(file)))
                    }
                    counts.withLock { $0[position] = made }
                    madeFiles.withLock { $0[key] = files }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        PartTimer.note("search: \(unchanged.count) of \(keys.count) keys as they were, \(keptKeys.withLock { $0 }) kept")
        var manifest = manifestStart()
        let fileCounts = counts.withLock { $0 }
        for (position, key) in keys.enumerated() {
            addKey(key, names: namesByKey[key]?.count ?? 0, tracks: tracksByKey[key]?.count ?? 0, files: fileCounts[position], first: position == 0, to: &manifest)
        }
        manifest.append(contentsOf: "}};\n".utf8)
        _ = try output.emit(OutputFile(path: Self.manifestPath, contents: .bytes(Data(manifest))))
        return Made(
            albumLink: albumLink, names: digests.names, trackTexts: digests.trackTexts, trackAlbums: tracks.indices.map { tracks.album(at: $0) }, albums: digests.albums,
            nameKeys: filing.nameKeys, trackKeys: filing.trackKeys, files: madeFiles.withLock { $0 })
    }

    /// Which entries are those of `kept`, by their digests.
    private func sameEntries(_ digests: EntryDigests, as kept: Made) -> SameEntries {
        let sameLink = kept.albumLink.prefix.utf8.elementsEqual(albumLink.prefix.utf8) && kept.albumLink.suffix.utf8.elementsEqual(albumLink.suffix.utf8)
        let names = digests.names.indices.map { sameLink && $0 < kept.names.count && kept.names[$0] == digests.names[$0] }
        let albums = digests.albums.indices.map { $0 < kept.albums.count && kept.albums[$0] == digests.albums[$0] }
        let trackTexts = digests.trackTexts.indices.map { $0 < kept.trackTexts.count && kept.trackTexts[$0] == digests.trackTexts[$0] }
        let sameTracks = tracks.indices.map { index in
            sameLink && trackTexts[index] && kept.trackAlbums[index] == tracks.album(at: index) && albums[tracks.album(at: index)]
        }
        return SameEntries(names: names, trackTexts: trackTexts, tracks: sameTracks)
    }

    /// The keys filing the same entries as in `kept`, in the same order, each entry as it was (and its track's album
    /// as it was): their files would be made as they were. A key is touched by an entry that changed (or came, or
    /// went) when it is among the entry's keys then or now; an entry as it was has the same keys as then, so a key no
    /// changed entry touches files the same entries as then.
    private func unchangedKeys(
        _ keys: [String], _ nameKeys: [FiledKeys], _ trackKeys: [FiledKeys], same: SameEntries, since kept: Made
    ) -> Set<String> {
        var touchedCodes = Set<UInt32>(), touched = Set<String>()
        func touch(_ filed: FiledKeys) {
            touchedCodes.formUnion(filed.packed)
            touched.formUnion(filed.others)
        }
        for index in 0..<max(nameKeys.count, kept.nameKeys.count) where index >= same.names.count || !same.names[index] {
            if index < nameKeys.count { touch(nameKeys[index]) }
            if index < kept.nameKeys.count { touch(kept.nameKeys[index]) }
        }
        for index in 0..<max(trackKeys.count, kept.trackKeys.count) where index >= same.tracks.count || !same.tracks[index] {
            if index < trackKeys.count { touch(trackKeys[index]) }
            if index < kept.trackKeys.count { touch(kept.trackKeys[index]) }
        }
        for code in touchedCodes { touched.insert(FiledKeys.unpack(code)) }
        return Set(keys.lazy.filter { !touched.contains($0) })
    }

    private func manifestStart() -> [UInt8] {
        var manifest: [UInt8] = Array(#"window.linernotesSearchManifest = {"album":{"prefix":"#.utf8)
        JSONWriter.writeString(albumLink.prefix, into: &manifest)
        manifest.append(contentsOf: #","suffix":"#.utf8)
        JSONWriter.writeString(albumLink.suffix, into: &manifest)
        manifest.append(contentsOf: #"},"keys":{"#.utf8)
        return manifest
    }

    /// A key in the manifest: its counts of names (`n`) and tracks (`t`), its track pages (`f`, the first file with
    /// them) and, when its names are paged, its further name pages (`m`).
    private func addKey(_ key: String, names: Int, tracks: Int, files: (tracks: Int, names: Int), first: Bool, to manifest: inout [UInt8]) {
        if !first { manifest.append(UInt8(ascii: ",")) }
        JSONWriter.writeString(key, into: &manifest)
        manifest.append(contentsOf: #":{"n":\#(names),"t":\#(tracks),"f":\#(files.tracks)"#.utf8)
        if files.names > 0 { manifest.append(contentsOf: #","m":\#(files.names)"#.utf8) }
        manifest.append(UInt8(ascii: "}"))
    }

    /// Whether `path` is a further page of a key's names (`fileName(_:namePage:)`).
    static func isNamePage(_ path: String) -> Bool {
        guard path.hasSuffix(".js"), let dot = path.dropLast(3).lastIndex(of: ".") else { return false }
        let suffix = path[path.index(after: dot)..<path.index(path.endIndex, offsetBy: -3)]
        return suffix.count > 1 && suffix.first == "n" && suffix.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Each entry's keys when known already (`SearchEntries`), by the entry's place; nil where they are to be made.
    private var knownKeys: (names: [FiledKeys?], tracks: [FiledKeys?]) {
        (names.indices.map { $0 < nameKeys.count ? nameKeys[$0] : nil }, tracks.indices.map { $0 < trackKeys.count ? trackKeys[$0] : nil })
    }

    /// Every name and track filed under each of its keys, the keys in order, and each entry's keys.
    private func filed(_ knownNames: [FiledKeys?], _ knownTracks: [FiledKeys?])
        -> (names: [String: [Int32]], tracks: [String: [Int32]], keys: [String], nameKeys: [FiledKeys], trackKeys: [FiledKeys])
    {
        // The words' keys, on every core (most of the index's time; they read nothing a page records), then filed in
        // order: by packed number first, made text once per key. Those known already taken as they are.
        let names = names, tracks = tracks
        // A list of known keys may be shorter than the entries (empty when none is known: 600,000 tracks at 50,000 albums).
        let nameKeys = WorkQueue.map(count: names.count, chunk: 2048) { index in
            (index < knownNames.count ? knownNames[index] : nil) ?? FiledKeys(names[index].searchable)
        }
        let trackKeys = WorkQueue.map(count: tracks.count, chunk: 2048) { index in
            (index < knownTracks.count ? knownTracks[index] : nil) ?? FiledKeys(tracks.title(at: index), tracks.performer(at: index))
        }
        let namesByKey = Self.file(nameKeys), tracksByKey = Self.file(trackKeys)
        return (namesByKey, tracksByKey, Set(namesByKey.keys).union(tracksByKey.keys).sorted(), nameKeys, trackKeys)
    }

    /// Each key's entries, by their places in `all`.
    static func file(_ all: [FiledKeys]) -> [String: [Int32]] {
        var byCode: [UInt32: [Int32]] = [:]
        var byText: [String: [Int32]] = [:]
        for (index, keys) in all.enumerated() {
            for code in keys.packed { byCode[code, default: []].append(Int32(index)) }
            for key in keys.others { byText[key, default: []].append(Int32(index)) }
        }
        for (code, indexes) in byCode { byText[FiledKeys.unpack(code)] = indexes }
        return byText
    }

    /// The names of a key are all on its first file while they take fewer bytes than this (about); past it, the first
    /// file holds only the first `namesFirst` of each kind and the rest go to name pages of about `namePageBytes`.
    static let namesInline = 40_000
    static let namesFirst = 10
    static let namePageBytes = 60_000
    /// The kinds of names in the order search.js shows their groups (tracks are apart).
    static let nameKinds = ["Album", "Artist", "Person", "Concert", "Playlist", "Wanted"]

    /// The order of a key's names when they are paged, kind by kind: first those whose name, folded, begins with the
    /// key (a query's first word with that key ranks only these first: the exact name, then the names it begins), in
    /// the order search.js ranks them (UTF-16 code units), then the others in the same order. A query then knows from
    /// the first names of a kind whether later pages could hold a better result (`find` in search.js).
    private func pagedNames(_ key: String, _ indexes: [Int32]) -> (first: [Int32], rest: [Int32], counts: [(String, Int)]) {
        var byKind: [String: [(index: Int32, begins: Bool, folded: String, ascii: Bool)]] = [:]
        for index in indexes {
            let name = names[Int(index)]
            let folded = Self.fold(name.name)
            byKind[name.kind, default: []].append((index, folded.utf8.starts(with: key.utf8), folded, folded.utf8.allSatisfy { $0 < 0x80 }))
        }
        var first: [Int32] = [], rest: [Int32] = [], counts: [(String, Int)] = []
        for kind in Self.nameKinds + byKind.keys.filter({ !Self.nameKinds.contains($0) }).sorted() {
            guard let entries = byKind[kind] else { continue }
            let ordered = entries.sorted { a, b in
                if a.begins != b.begins { return a.begins }
                // Two ASCII names (most): their bytes are their UTF-16 code units, compared once, not scanned again
                // for each comparison.
                if a.ascii && b.ascii {
                    return a.folded == b.folded ? a.index < b.index : a.folded.utf8.lexicographicallyPrecedes(b.folded.utf8)
                }
                // UTF-8 order is code point order; search.js compares UTF-16 code units, which differs only
                // between U+E000–U+FFFF and the code points above U+FFFF.
                if !a.folded.utf8.elementsEqual(b.folded.utf8) { return Self.utf16Precedes(a.folded, b.folded) }
                return a.index < b.index
            }
            first += ordered.prefix(Self.namesFirst).map(\.index)
            rest += ordered.dropFirst(Self.namesFirst).map(\.index)
            counts.append((kind, entries.count))
        }
        return (first, rest, counts)
    }

    /// Whether `a` sorts before `b` as JavaScript's `<` sorts strings: by UTF-16 code units.
    static func utf16Precedes(_ a: String, _ b: String) -> Bool {
        if a.utf8.allSatisfy({ $0 < 0x80 }) && b.utf8.allSatisfy({ $0 < 0x80 }) { return a.utf8.lexicographicallyPrecedes(b.utf8) }
        return a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// One key's files, each handed to `emit` as it is made: its names and first track page, then the further track
    /// pages, then, when its names are many, the further name pages. Returns how many track pages and name pages it made.
    private func shard<Failure: Error>(
        _ key: String, names nameIndexes: [Int32], tracks trackIndexes: [Int32], _ emit: (OutputFile) throws(Failure) -> Void
    ) throws(Failure) -> (tracks: Int, names: Int) {
        var made = 0
        var page: [UInt8] = []
        var albumTable: [UInt8] = []
        var trackList: [UInt8] = []
        var localAlbums: [Int: Int] = [:]
        var trackCount = 0
        let namesBytes = nameIndexes.reduce(0) { sum, index in
            let name = names[Int(index)]
            return sum + 24 + name.kind.utf8.count + name.name.utf8.count + name.detail.utf8.count + name.href.utf8.count
        }
        let paged = namesBytes > Self.namesInline ? pagedNames(key, nameIndexes) : nil

        func writeNames(_ indexes: some Collection<Int32>, into page: inout [UInt8]) {
            page.append(contentsOf: #""names":["#.utf8)
            // Fields read in place: a copy of each entry would retain and release its strings.
            for (position, index) in indexes.enumerated() {
                let index = Int(index)
                if position > 0 { page.append(UInt8(ascii: ",")) }
                Self.field("k", names[index].kind, opening: true, into: &page)
                Self.field("n", names[index].name, into: &page)
                Self.field("d", names[index].detail, into: &page)
                Self.field("h", names[index].href, into: &page)
                page.append(UInt8(ascii: "}"))
            }
            page.append(UInt8(ascii: "]"))
        }
        func open() {
            page = Array("window.linernotesSearchShard(".utf8)
            JSONWriter.writeString(key, into: &page)
            page.append(contentsOf: ",\(made),{".utf8)
            albumTable = []
            trackList = []
            localAlbums = [:]
            trackCount = 0
        }
        func close() throws(Failure) {
            if made == 0 {
                if let paged {
                    writeNames(paged.first, into: &page)
                    // How many names of each kind the key has: a kind whose names are all here needs no further page.
                    page.append(contentsOf: #","c":{"#.utf8)
                    for (position, count) in paged.counts.enumerated() {
                        if position > 0 { page.append(UInt8(ascii: ",")) }
                        JSONWriter.writeString(count.0, into: &page)
                        page.append(contentsOf: ":\(count.1)".utf8)
                    }
                    page.append(contentsOf: "},".utf8)
                } else {
                    writeNames(nameIndexes, into: &page)
                    page.append(UInt8(ascii: ","))
                }
            }
            page.append(contentsOf: #""albums":["#.utf8)
            page.append(contentsOf: albumTable)
            page.append(contentsOf: #"],"tracks":["#.utf8)
            page.append(contentsOf: trackList)
            page.append(contentsOf: "]});\n".utf8)
            try emit(OutputFile(path: Self.fileName(key, page: made), contents: .bytes(Data(page))))
            made += 1
        }

        open()
        for index in trackIndexes {
            if trackCount > 0 && albumTable.count + trackList.count >= Self.pageBytes {
                try close()
                open()
            }
            let index = Int(index), album = tracks.album(at: index)
            let local: Int
            if let known = localAlbums[album] {
                local = known
            } else {
                local = localAlbums.count
                localAlbums[album] = local
                if local > 0 { albumTable.append(UInt8(ascii: ",")) }
                Self.field("t", albums[album].title, opening: true, into: &albumTable)
                Self.field("by", albums[album].artist, into: &albumTable)
                Self.field("s", albums[album].slug, into: &albumTable)
                albumTable.append(UInt8(ascii: "}"))
            }
            if trackCount > 0 { trackList.append(UInt8(ascii: ",")) }
            Self.field("t", tracks.title(at: index), opening: true, into: &trackList)
            trackList.append(contentsOf: #","a":\#(local)"#.utf8)
            let performer = tracks.performer(at: index)
            if !performer.isEmpty { Self.field("by", performer, into: &trackList) }
            trackList.append(UInt8(ascii: "}"))
            trackCount += 1
        }
        try close()

        // The rest of the names, in pages of their own (`<key>.n1.js`, …), in the same order.
        var namePages = 0
        if let paged, !paged.rest.isEmpty {
            var start = 0
            while start < paged.rest.count {
                var end = start, bytes = 0
                while end < paged.rest.count && (end == start || bytes < Self.namePageBytes) {
                    let name = names[Int(paged.rest[end])]
                    bytes += 24 + name.kind.utf8.count + name.name.utf8.count + name.detail.utf8.count + name.href.utf8.count
                    end += 1
                }
                namePages += 1
                var file = Array("window.linernotesSearchShard(".utf8)
                JSONWriter.writeString(key, into: &file)
                file.append(contentsOf: ",\"n\(namePages)\",{".utf8)
                writeNames(paged.rest[start..<end], into: &file)
                file.append(contentsOf: "});\n".utf8)
                try emit(OutputFile(path: Self.fileName(key, namePage: namePages), contents: .bytes(Data(file))))
                start = end
            }
        }
        return (made, namePages)
    }

    /// One string field of an entry: `,"key":"value"`, or `{"key":"value"` when it opens the entry. Keys are plain
    /// ASCII letters; the value is escaped as every string handed to the scripts.
    private static func field(_ key: StaticString, _ value: String, opening: Bool = false, into out: inout [UInt8]) {
        out.append(UInt8(ascii: opening ? "{" : ","))
        out.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
        JSONWriter.writeString(value, into: &out)
    }
}
