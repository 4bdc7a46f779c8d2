import Foundation
import Basics
import Model

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

