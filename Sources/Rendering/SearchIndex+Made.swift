import Basics
import Engine
import Foundation

/// What the search index made, in a file beside the output (`.public.linernotes/search`), so that `build` after a
/// title edit makes again only the shards of the words that changed, as `serve` does from memory. It is only ever a
/// hint: each shard kept must still be in the live site with the hash recorded here (`JobOutput.keep`), an entry's
/// keys are taken only when the entry's digest is the one here, and a file that is damaged, cut short or written by
/// another binary is not read.
extension SearchIndex.Made {
    private static let magic = Array("linernotes search index 2\n".utf8)

    /// The file, for the binary that writes it (`identity`: another binary may file words otherwise).
    func encoded(identity: String) -> [UInt8] {
        StateFile.bytes { write(identity: identity, to: $0) }
    }

    /// Hands the file's bytes to `sink` in order, a megabyte at a time (tens of megabytes at 50,000 albums, written
    /// while the rest of the site renders: never held whole); whether `sink` took them all.
    func write(identity: String, to sink: @escaping (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var out = StateFile.Writer(magic: Self.magic, sink: sink)
        func keys(_ value: SearchIndex.FiledKeys) {
            out.number(value.packed.count)
            for code in value.packed { out.number(Int(code)) }
            out.number(value.others.count)
            for key in value.others { out.text(key) }
        }
        out.text(identity)
        out.text(albumLink.prefix)
        out.text(albumLink.suffix)
        out.number(names.count)
        for (name, filed) in zip(names, nameKeys) {
            out.digest(name)
            keys(filed)
        }
        out.number(albums.count)
        for album in albums { out.digest(album) }
        out.number(trackTexts.count)
        for position in trackTexts.indices {
            out.digest(trackTexts[position])
            out.number(trackAlbums[position])
            keys(trackKeys[position])
        }
        out.number(files.count)
        for key in files.keys.sorted() {
            out.text(key)
            let list = files[key] ?? []
            out.number(list.count)
            for file in list {
                out.text(file.path)
                out.text(file.hash)
            }
        }
        return out.finish()
    }

    /// What `encoded(identity:)` wrote, by this binary; nil for anything else.
    static func decode(_ bytes: [UInt8], identity: String) -> SearchIndex.Made? {
        guard var file = StateFile.Reader(bytes, magic: magic) else { return nil }
        func keys() -> SearchIndex.FiledKeys? {
            var filed = SearchIndex.FiledKeys()
            guard let packed = file.count() else { return nil }
            for _ in 0..<packed {
                // A packed key is never 0 (its low byte is its length, 1 to 3).
                guard let code = file.number(), code > 0, code <= Int(UInt32.max) else { return nil }
                filed.packed.append(UInt32(code))
            }
            guard let others = file.count() else { return nil }
            for _ in 0..<others {
                guard let key = file.text() else { return nil }
                filed.others.append(key)
            }
            return filed
        }
        guard file.text() == identity, let prefix = file.text(), let suffix = file.text(), let nameCount = file.count() else { return nil }
        var names: [Digest] = [], nameKeys: [SearchIndex.FiledKeys] = []
        names.reserveCapacity(nameCount)
        nameKeys.reserveCapacity(nameCount)
        for _ in 0..<nameCount {
            guard let name = file.digest(), let filed = keys() else { return nil }
            names.append(name)
            nameKeys.append(filed)
        }
        guard let albumCount = file.count() else { return nil }
        var albums: [Digest] = []
        albums.reserveCapacity(albumCount)
        for _ in 0..<albumCount {
            guard let album = file.digest() else { return nil }
            albums.append(album)
        }
        guard let trackCount = file.count() else { return nil }
        var trackTexts: [Digest] = [], trackAlbums: [Int] = [], trackKeys: [SearchIndex.FiledKeys] = []
        trackTexts.reserveCapacity(trackCount)
        trackAlbums.reserveCapacity(trackCount)
        trackKeys.reserveCapacity(trackCount)
        for _ in 0..<trackCount {
            guard let texts = file.digest(), let album = file.number(), album < albumCount, let filed = keys() else { return nil }
            trackTexts.append(texts)
            trackAlbums.append(album)
            trackKeys.append(filed)
        }
        guard let keyCount = file.count() else { return nil }
        var files: [String: [(path: String, hash: String)]] = [:]
        for _ in 0..<keyCount {
            guard let key = file.text(), let fileCount = file.count() else { return nil }
            var list: [(path: String, hash: String)] = []
            for _ in 0..<fileCount {
                guard let path = file.text(), let hash = file.text() else { return nil }
                list.append((path, hash))
            }
            files[key] = list
        }
        guard file.isAtEnd else { return nil }
        return SearchIndex.Made(
            albumLink: (prefix, suffix), names: names, trackTexts: trackTexts, trackAlbums: trackAlbums, albums: albums, nameKeys: nameKeys,
            trackKeys: trackKeys, files: files)
    }

    /// The file's contents, when it is one this binary wrote whole; nil otherwise (missing, damaged, another binary's).
    static func read(from file: URL) -> SearchIndex.Made? {
        guard let bytes = FileBytes.read(file.path) else { return nil }
        return decode(bytes, identity: ExecutableIdentity.current)
    }

    /// Writes the file (atomically); a failure only costs the next build the shards it would have kept.
    func write(to file: URL) {
        try? AtomicFile.write(to: file) { _ = write(identity: ExecutableIdentity.current, to: $0) }
    }
}
