/// A playlist entry resolved against the (enriched) archive.
package struct ResolvedTrack: Sendable, Encodable {
    package var title: String
    package var albumSlug: String?
    package var albumTitle: String?
    package var artist: String?
    package var length: Int?
    /// Absolute path of a local audio file.
    package var audioFile: String?
}
