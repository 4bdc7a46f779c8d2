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
        var out = Self.magic
        out.reserveCapacity(trackTexts.count * 32 + names.count * 32)
        func number(_ value: Int) {
            var rest = UInt64(value)
            while rest >= 0x80 {
                out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            out.append(UInt8(rest))
        }
        func text(_ value: String) {
            number(value.utf8.count)
            out.append(contentsOf: value.utf8)
        }
        func keys(_ value: SearchIndex.FiledKeys) {
            number(value.packed.count)
            for code in value.packed { number(Int(code)) }
            number(value.others.count)
            for key in value.others { text(key) }
        }
        func digest(_ value: Digest) {
            withUnsafeBytes(of: value.high.littleEndian) { out.append(contentsOf: $0) }
            withUnsafeBytes(of: value.low.littleEndian) { out.append(contentsOf: $0) }
        }
        text(identity)
        text(albumLink.prefix)
        text(albumLink.suffix)
        number(names.count)
        for (name, filed) in zip(names, nameKeys) {
            digest(name)
            keys(filed)
        }
        number(albums.count)
        for album in albums { digest(album) }
        number(trackTexts.count)
        for position in trackTexts.indices {
            digest(trackTexts[position])
            number(trackAlbums[position])
            keys(trackKeys[position])
        }
        number(files.count)
        for key in files.keys.sorted() {
            text(key)
            let list = files[key] ?? []
            number(list.count)
            for file in list {
                text(file.path)
                text(file.hash)
            }
        }
        let check = out.withUnsafeBytes { Digest(bytes: $0) }
        withUnsafeBytes(of: check.high.littleEndian) { out.append(contentsOf: $0) }
        withUnsafeBytes(of: check.low.littleEndian) { out.append(contentsOf: $0) }
        return out
    }

    /// What `encoded(identity:)` wrote, by this binary; nil for anything else.
    static func decode(_ bytes: [UInt8], identity: String) -> SearchIndex.Made? {
        guard bytes.count >= magic.count + 16, bytes[..<magic.count].elementsEqual(magic) else { return nil }
        let body = bytes.count - 16
        return bytes.withUnsafeBufferPointer { buffer -> SearchIndex.Made? in
            let raw = UnsafeRawBufferPointer(buffer)
            let check = Digest(bytes: UnsafeRawBufferPointer(rebasing: raw[..<body]))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: body, as: UInt64.self))
            let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: body + 8, as: UInt64.self))
            guard Digest(high: high, low: low) == check else { return nil }
            var position = magic.count
            func number() -> Int? {
                var value: UInt64 = 0
                var shift: UInt64 = 0
                while position < body, shift < 64 {
                    let byte = buffer[position]
                    position += 1
                    // The tenth byte holds the last bit: more is a number no encoder wrote.
                if shift == 63 && byte > 1 { return nil }
                value |= UInt64(byte & 0x7F) << shift
                    if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
                    shift += 7
                }
                return nil
            }
            // A count or length is never more than the bytes left.
            func count() -> Int? {
                guard let value = number(), value <= body - position else { return nil }
                return value
            }
            func text() -> String? {
                guard let length = count() else { return nil }
                defer { position += length }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<position + length]), as: UTF8.self)
            }
            func keys() -> SearchIndex.FiledKeys? {
                var filed = SearchIndex.FiledKeys()
                guard let packed = count() else { return nil }
                for _ in 0..<packed {
                    guard let code = number(), code <= Int(UInt32.max) else { return nil }
                    filed.packed.append(UInt32(code))
                }
                guard let others = count() else { return nil }
                for _ in 0..<others {
                    guard let key = text() else { return nil }
                    filed.others.append(key)
                }
                return filed
            }
            func digest() -> Digest? {
                guard position + 16 <= body else { return nil }
                defer { position += 16 }
                return Digest(
                    high: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)),
                    low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position + 8, as: UInt64.self)))
            }
            guard text() == identity, let prefix = text(), let suffix = text(), let nameCount = count() else { return nil }
            var names: [Digest] = [], nameKeys: [SearchIndex.FiledKeys] = []
            names.reserveCapacity(nameCount)
            nameKeys.reserveCapacity(nameCount)
            for _ in 0..<nameCount {
                guard let name = digest(), let filed = keys() else { return nil }
                names.append(name)
                nameKeys.append(filed)
            }
            guard let albumCount = count() else { return nil }
            var albums: [Digest] = []
            albums.reserveCapacity(albumCount)
            for _ in 0..<albumCount {
                guard let album = digest() else { return nil }
                albums.append(album)
            }
            guard let trackCount = count() else { return nil }
            var trackTexts: [Digest] = [], trackAlbums: [Int] = [], trackKeys: [SearchIndex.FiledKeys] = []
            trackTexts.reserveCapacity(trackCount)
            trackAlbums.reserveCapacity(trackCount)
            trackKeys.reserveCapacity(trackCount)
            for _ in 0..<trackCount {
                guard let texts = digest(), let album = number(), album < albumCount, let filed = keys() else { return nil }
                trackTexts.append(texts)
                trackAlbums.append(album)
                trackKeys.append(filed)
            }
            guard let keyCount = count() else { return nil }
            var files: [String: [(path: String, hash: String)]] = [:]
            for _ in 0..<keyCount {
                guard let key = text(), let fileCount = count() else { return nil }
                var list: [(path: String, hash: String)] = []
                for _ in 0..<fileCount {
                    guard let path = text(), let hash = text() else { return nil }
                    list.append((path, hash))
                }
                files[key] = list
            }
            guard position == body else { return nil }
            return SearchIndex.Made(
                albumLink: (prefix, suffix), names: names, trackTexts: trackTexts, trackAlbums: trackAlbums, albums: albums, nameKeys: nameKeys,
                trackKeys: trackKeys, files: files)
        }
    }

    /// The file's contents, when it is one this binary wrote whole; nil otherwise (missing, damaged, another binary's).
    static func read(from file: URL) -> SearchIndex.Made? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return decode(Array(data), identity: ExecutableIdentity.current)
    }

    /// Writes the file (atomically); a failure only costs the next build the shards it would have kept.
    func write(to file: URL) {
        try? AtomicFile.write(Data(encoded(identity: ExecutableIdentity.current)), to: file)
    }
}
