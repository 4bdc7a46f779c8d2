import Foundation
import Basics
import Engine
import Cache
import Model
import MusicWeb

/// Each album's and artist's enrichment as the last `build` made it, kept on disk beside the output
/// (`.public.linernotes/enrichments`) so the next build takes it instead of reading and decoding the same cached
/// answers again: with a cache of real answers, enriching was most of a build after one edit. What `EnrichmentMemory`
/// is for `serve` within one process, this is for `build` across processes.
///
/// An entry is used only when
/// - the build reads the cache as the one that wrote it did: the same `context` (the cache's stamps, the fetch
///   settings and sources, offline or not, the code running: `ExecutableIdentity.code`), else the whole file is set
///   aside;
/// - its album (or artist) is the one enriched then: the digest of its fields as loaded (`Album.loadedDigest`);
/// - making it read nothing but the cache, and some answer there (what asked the network is made again next time, as
///   in `EnrichmentMemory`; what found nothing in the cache offline is made again as fast as it is read);
/// - every cached answer it was made from is the same file still (its stamp), and its cover's images are still in
///   the cache, by hash (read again from there: images are not kept here).
///
/// The file closes with a digest of all before it: a damaged one is set aside whole, with a note. Entries are kept as
/// their encoded bytes (`ValueCoding`: a fifth of the time JSON took to decode) and decoded only when their album is
/// found unchanged, and a build writes the file again only when an entry changed, copying the others' bytes: an edit
/// of one album costs one entry.
public final class EnrichmentRecord: Sendable {
    /// An entry as read: its input's digest and its encoded enrichment and tally.
    struct Entry: Sendable {
        let input: Digest
        let payload: Data
    }

    /// What an entry's payload holds: the enrichment, its lookups' tally, and the stamp of each cached answer it was
    /// made from (by hash), which must be the same file still.
    struct Payload<Enrichment: Codable & Sendable>: Codable, Sendable {
        let enrichment: Enrichment
        let tally: FetchStats.Tallied
        let answers: [Answer]
    }

    /// A cached answer an entry was made from: its hash, and its file's stamp then.
    struct Answer: Codable, Sendable {
        let hash: String
        let stamp: String
    }

    private struct State: Sendable {
        var context: String?
        /// The entries read from the file (for its context), by kind and slug.
        var read: [String: Entry] = [:]
        /// Entries taken this build, and made this build (to be written), by kind and slug.
        var taken: Set<String> = []
        var made: [String: Entry] = [:]
        var note: String?
    }

    public let file: URL
    private let state = Locked(State())
    private let objects: ObjectStore
    private let reuses = Locked(0)
    /// - Parameter objects: the cache's answers and images, which an entry's answers must still be, and its cover's
    ///   images are read from again.
    public init(file: URL, objects: ObjectStore) {
        self.file = file
        self.objects = objects
    }

    /// How many albums and artists were given a recorded enrichment (tests).
    package var reuseCount: Int { reuses.withLock { $0 } }

    /// Whether the file gave no entry for this build (none kept, another context, damaged).
    var isEmpty: Bool { state.withLock { $0.read.isEmpty } }

    /// How many entries the file holds as this build leaves it (tests).
    package var entryCount: Int { state.withLock { $0.read.count } }

    /// What was set aside when the file was read (damaged), for the build's notes.
    public var note: String? { state.withLock { $0.note } }

    static let header = Array("linernotes enrichments 2\n".utf8)

    /// A build begins that reads the cache as `context` says: the file's entries serve when it was written for the
    /// same context.
    func begin(context: String) {
        state.withLock { state in
            guard state.context != context else { return }
            state = State(context: context)
            guard let data = try? Data(contentsOf: file) else { return }
            // Another version's file (a binary from before the last change of the form) is another context.
            guard !Self.isOtherVersion(data) else { return }
            switch Self.decode(data) {
            case .some((context, let entries)): state.read = entries
            case .some: break  // another context: every entry is made again
            case .none:
                state.note = "damaged, so it was removed: every album's enrichment is made again from the cache"
                try? FileManager.default.removeItem(at: file)
            }
        }
    }

    /// The album's enrichment and tally as recorded, when it was loaded then as it is now.
    func album(_ album: Album) -> (AlbumEnrichment, FetchStats.Tallied)? {
        take("a" + album.slug, album.loadedDigest, as: AlbumEnrichment.self)
    }

    func artist(_ artist: Artist) -> (ArtistEnrichment, FetchStats.Tallied)? {
        take("r" + artist.slug, StableDigest.digest(artist), as: ArtistEnrichment.self)
    }

    /// - Parameter input: the digest of the album or artist as loaded, taken only when there is an entry.
    private func take<Enrichment: Codable & Sendable>(
        _ key: String, _ input: @autoclosure () -> Digest, as type: Enrichment.Type
    ) -> (Enrichment, FetchStats.Tallied)? {
        guard let entry = state.withLock({ $0.read[key] }), entry.input == input() else { return nil }
        let payload = Self.payload(entry.payload, as: type, objects: objects)
        // Every answer it was made from is the same file still: one removed (`cache verify`), or written again, is a
        // lookup a clean build would make differently.
        guard let payload, payload.answers.allSatisfy({ Self.stamp(of: $0.hash, in: objects) == $0.stamp }) else { return nil }
        state.withLock { _ = $0.taken.insert(key) }
        reuses.withLock { $0 += 1 }
        return (payload.enrichment, payload.tally)
    }

    /// Keeps `album` as loaded and as enriched, when its lookups only read the cache.
    func keep(_ album: Album, _ enrichment: AlbumEnrichment, _ tally: FetchStats.Tally) {
        keep("a" + album.slug, album.loadedDigest, enrichment, tally)
    }

    func keep(_ artist: Artist, _ enrichment: ArtistEnrichment, _ tally: FetchStats.Tally) {
        keep("r" + artist.slug, StableDigest.digest(artist), enrichment, tally)
    }

    /// Only work that read answers from the cache is kept: one that only missed (offline, nothing cached) is made
    /// again in less time than its entry takes to read.
    private func keep<Enrichment: Codable & Sendable>(
        _ key: String, _ input: @autoclosure () -> Digest, _ enrichment: Enrichment, _ tally: FetchStats.Tally
    ) {
        guard tally.readCacheOnly else { return }
        let counted = tally.counted
        guard counted.readAnswers else { return }
        var answers: [Answer] = []
        for object in Set(tally.objects).sorted() {
            guard let stamp = Self.stamp(of: object, in: objects) else { return }
            answers.append(Answer(hash: object, stamp: stamp))
        }
        guard let payload = ValueCoding.encode(Payload(enrichment: enrichment, tally: counted, answers: answers)) else { return }
        let entry = Entry(input: input(), payload: Data(payload))  // digested outside the lock: every album's task keeps
        state.withLock { $0.made[key] = entry }
    }

    /// An entry's payload as `keep` coded it (`ValueCoding`), its cover's images read again from `objects`; nil when
    /// it is not one, or an image is no longer there.
    static func payload<Enrichment: Codable & Sendable>(_ bytes: Data, as type: Enrichment.Type, objects: ObjectStore) -> Payload<Enrichment>? {
        let read: @Sendable (String) -> Data? = { hash in objects.get(hash) }
        return bytes.withUnsafeBytes { raw in
            ValueCoding.decode(Payload<Enrichment>.self, from: raw.bindMemory(to: UInt8.self), userInfo: [FetchedCover.Image.objects: read])
        }
    }

    /// The stamp of the cached object `hash` (inode, size, times): objects are written whole under a new name and
    /// renamed, so the same stamp is the same bytes, checked when they were read.
    static func stamp(of hash: String, in objects: ObjectStore) -> String? {
        FileStamp(path: objects.path(for: hash))?.description
    }

    /// Writes the entries taken or made in this build (only when one was made, or one read was not taken: an album
    /// changed or gone); a failure to write loses nothing but the time saved next build.
    public func save() {
        let data: Data? = state.withLock { state in
            guard let context = state.context else { return nil }
            let kept = state.read.filter { state.taken.contains($0.key) && state.made[$0.key] == nil }
            guard !state.made.isEmpty || kept.count != state.read.count else { return nil }
            let entries = kept.merging(state.made) { _, made in made }
            // Read again by the next build: what this one wrote is what it finds.
            state.read = entries
            state.taken = Set(entries.keys)
            state.made = [:]
            return Self.encode(context: context, entries)
        }
        guard let data else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFile.write(data, to: file)
    }

    // MARK: The file

    /// The header, the context, then each entry (by key: its key, its input's digest, its payload), each part after
    /// its length, and a digest of all that.
    static func encode(context: String, _ entries: [String: Entry]) -> Data {
        var bytes = header
        bytes.reserveCapacity(entries.reduce(header.count + context.utf8.count + 64) { $0 + $1.key.utf8.count + $1.value.payload.count + 32 })
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func append<Part: Collection<UInt8>>(part: Part) {
            append(UInt32(part.count))
            bytes.append(contentsOf: part)
        }
        append(part: Array(context.utf8))
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            append(part: Array(key.utf8))
            append(entry.input.high)
            append(entry.input.low)
            append(UInt32(entry.payload.count))
            entry.payload.withUnsafeBytes { bytes.append(contentsOf: $0) }  // copied whole, not byte by byte
        }
        let digest = bytes.withUnsafeBytes { Digest(bytes: $0) }
        append(digest.high)
        append(digest.low)
        return Data(bytes)
    }

    /// Whether `data` begins as a record of another version of this form begins.
    static func isOtherVersion(_ data: Data) -> Bool {
        let kind = header.dropLast(2)  // "linernotes enrichments ", without the version and the line end
        return data.starts(with: kind) && !data.starts(with: header)
    }

    /// The context and entries `encode` wrote, or nil when the bytes are not that (damaged, cut short).
    static func decode(_ data: Data) -> (context: String, entries: [String: Entry])? {
        let bytes = [UInt8](data)
        guard bytes.count >= header.count + 16, bytes.starts(with: header) else { return nil }
        let end = bytes.count - 16
        var at = end
        var limit = bytes.count
        func uint64() -> UInt64? {
            guard at + 8 <= limit else { return nil }
            defer { at += 8 }
            return bytes[at..<(at + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        func uint32() -> Int? {
            guard at + 4 <= end else { return nil }
            defer { at += 4 }
            return Int(exactly: bytes[at..<(at + 4)].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        func part() -> ArraySlice<UInt8>? {
            guard let count = uint32(), count <= end - at else { return nil }
            defer { at += count }
            return bytes[at..<(at + count)]
        }
        guard let high = uint64(), let low = uint64(),
            bytes.withUnsafeBytes({ Digest(bytes: UnsafeRawBufferPointer(rebasing: $0[..<end])) }) == Digest(high: high, low: low)
        else { return nil }
        at = header.count
        limit = end
        guard let context = part() else { return nil }
        var entries: [String: Entry] = [:]
        while at < end {
            guard let key = part(), let high = uint64(), let low = uint64(), let payload = part() else { return nil }
            entries[String(decoding: key, as: UTF8.self)] = Entry(input: Digest(high: high, low: low), payload: Data(payload))
        }
        return (String(decoding: context, as: UTF8.self), entries)
    }
}
