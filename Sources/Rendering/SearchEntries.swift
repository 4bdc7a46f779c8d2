import Basics
import Engine
import Model

/// Each album's part of the search index — its name entry, its tracks and the keys of their words — as an earlier
/// build in this process made it (`serve` keeps one across its rebuilds): an album equal to the one it was made from
/// gives the same part, and what making it read is recorded again (`ReadLog.replay`), so the index's job reads what
/// it would have read making it. A title edited files the words of one album again, not of 10,000.
public final class SearchEntries: Sendable {
    struct Entry: Sendable {
        let album: Album
        let name: SearchIndex.Name
        let artist: String
        let tracks: [(title: String, performer: String)]
        let nameKeys: SearchIndex.FiledKeys
        let trackKeys: [SearchIndex.FiledKeys]
        let reads: ReadSet
    }

    private let entries = Locked([String: Entry]())
    /// What the last index made (`SearchIndex.Made`): the shards to keep when their entries are as they were.
    let lastMade = Locked<SearchIndex.Made?>(nil)
    private let made = Locked(0)

    public init() {}

    /// How many albums' parts were made, not taken from here (tests).
    package var madeCount: Int { made.withLock { $0 } }

    /// Each album's part, kept or made now, its reads recorded in the computation running on this thread.
    func entries(for albums: [Album]) -> [Entry] {
        let kept = entries.withLock { entries in albums.map { album in entries[album.slug].flatMap { $0.album == album ? $0 : nil } } }
        // Made here, on this thread, so their reads are recorded apart for each album (and into the job's).
        var values: [(album: Album, name: SearchIndex.Name, artist: String, tracks: [(title: String, performer: String)], reads: ReadSet)?] = []
        values.reserveCapacity(albums.count)
        for (album, known) in zip(albums, kept) {
            if let known {
                ReadLog.replay(known.reads)
                values.append(nil)
                continue
            }
            let (value, reads) = ReadLog.recording { SearchIndex.part(of: album) }
            ReadLog.replay(reads)
            values.append((album, value.name, value.artist, value.tracks, reads))
        }
        // The keys of the new parts' words (reading nothing) on every core.
        let missing = values.enumerated().compactMap { position, value in value.map { (position, $0) } }
        let keys = WorkQueue.map(missing.map { ($0.1.name.searchable, $0.1.tracks) }, chunk: 256) { name, tracks in
            (SearchIndex.FiledKeys(name), tracks.map { SearchIndex.FiledKeys($0.title, $0.performer) })
        }
        var result = kept
        var fresh = 0
        for ((position, value), (nameKeys, trackKeys)) in zip(missing, keys) {
            let entry = Entry(
                album: value.album, name: value.name, artist: value.artist, tracks: value.tracks, nameKeys: nameKeys, trackKeys: trackKeys,
                reads: value.reads)
            result[position] = entry
            fresh += 1
        }
        // Every place is filled: kept, or made just now.
        let all = result.compactMap { $0 }
        made.withLock { $0 += fresh }
        // The albums of this build only: one deleted or renamed is let go.
        entries.withLock { $0 = Dictionary(all.map { ($0.album.slug, $0) }, uniquingKeysWith: { _, last in last }) }
        return all
    }
}
