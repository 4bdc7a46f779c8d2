/// Who made a release (MusicBrainz's relationships): credits of the whole release, and each track's own.
public struct AlbumCredits: Sendable, Hashable, Codable {
    public var release: [Credit]
    /// The tracks with credits or works, in release order.
    public var tracks: [TrackCredits]

    public init(release: [Credit] = [], tracks: [TrackCredits] = []) {
        self.release = release
        self.tracks = tracks
    }

    /// No relationships at all: the page says nothing.
    public var isEmpty: Bool { release.isEmpty && tracks.isEmpty }
}
