import Crypto
import Foundation

/// An album's identity in the cache, the same on every run and machine: SHA-256 of `mb:<mbid>` when the
/// album has a MusicBrainz id, else of `na:` + title + U+001F + artist, both normalised.
/// (AlbumFolks XOR-ed seeded `hashValue`s, so "Image" by Mirror collided with "Mirror" by Image.)
public struct AlbumKey: Sendable, Hashable, Codable, CustomStringConvertible {
    public let hex: String

    public init(album: Album) {
        self.init(title: album.title, artist: album.artist, mbid: album.mbid)
    }

    public init(title: String, artist: String, mbid: String?) {
        let source: String
        if let mbid {
            source = "mb:" + mbid.lowercased()
        } else {
            source = "na:" + NameKey.make(title) + "\u{1F}" + NameKey.make(artist)
        }
        hex = ContentHash.sha256(Data(source.utf8))
    }

    public var description: String { hex }
}

/// Lowercase hex SHA-256, the name of every cached object.
public enum ContentHash {
    public static func sha256(_ data: Data) -> String {
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: data) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    static func isValid(_ hash: String) -> Bool {
        hash.count == 64 && hash.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }
}
