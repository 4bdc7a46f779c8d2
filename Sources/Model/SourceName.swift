/// A service of the music web, by the key it has under `sources:` in site.yml, in the cache's keys and in the build's
/// counts ("musicbrainz"). Open: each source declares its own (`MusicSource.name`, in its folder under
/// `MusicWeb/Sources/`), and the registry (`SourceRegistry`) lists them; its name for people is there too.
public struct SourceName: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static func < (lhs: SourceName, rhs: SourceName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}
