import CTagLib
import Foundation

/// One audio file's tags and length, read with TagLib: the only Swift file that touches it (through `CTagLib`).
package struct AudioTags: Sendable {
    package var title: String?
    package var artist: String?
    package var album: String?
    package var albumArtist: String?
    package var date: String?
    package var musicbrainzAlbumID: String?
    package var track: Int?
    package var disc: Int?
    /// Seconds, rounded.
    package var length: Int?
    package var picture: Data?
    var pictureType: String?
    /// TagLib could open the file as audio, and found any tag in it.
    package var readable: Bool
    package var hasTags: Bool

    /// The tags of `file`; a file TagLib cannot read comes back with `readable` false.
    package static func read(_ file: URL) -> AudioTags {
        guard let raw = ln_tags_read(file.path) else { return AudioTags(readable: false, hasTags: false) }
        defer { ln_tags_free(raw) }
        let tags = raw.pointee
        func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
            guard let pointer else { return nil }
            let value = String(cString: pointer).trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }
        var result = AudioTags(
            title: text(tags.title), artist: text(tags.artist), album: text(tags.album), albumArtist: text(tags.album_artist),
            date: text(tags.date), musicbrainzAlbumID: text(tags.musicbrainz_album_id),
            track: tags.track > 0 ? Int(tags.track) : nil, disc: tags.disc > 0 ? Int(tags.disc) : nil,
            length: tags.length_ms > 0 ? (Int(tags.length_ms) + 500) / 1000 : nil,
            readable: tags.readable != 0, hasTags: tags.has_tags != 0)
        if let bytes = tags.picture, tags.picture_size > 0 {
            result.picture = Data(bytes: bytes, count: tags.picture_size)
            result.pictureType = text(tags.picture_mime)
        }
        return result
    }
}
