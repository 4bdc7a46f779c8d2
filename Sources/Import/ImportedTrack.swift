import Content
import Model

/// One track of an imported album.
public struct ImportedTrack: Sendable, Equatable {
    public var title: String
    public var length: Int?
    public var disc: Int?
    public var number: String?
    public var artist: String?
    /// A local audio file, relative to the album file.
    public var file: String?

    public init(title: String, length: Int? = nil, disc: Int? = nil, number: String? = nil, artist: String? = nil, file: String? = nil) {
        self.title = title
        self.length = length
        self.disc = disc
        self.number = number
        self.artist = artist
        self.file = file
    }

    /// The track as a front-matter list item: `- Title` or `- { title: …, length: "4:05", … }`.
    var yamlItem: String {
        // Every key the parser reads, in its order (the title opens the item).
        let parts: [String] = TrackKey.allCases.compactMap { key in
            let value: String? = switch key {
            case .title: nil
            case .length: length.map { "\"\(Track.formatLength($0))\"" }
            case .disc: disc.flatMap { $0 != 1 ? String($0) : nil }
            case .number: number.map(YAMLText.quoted)
            case .artist: artist.map(YAMLText.quoted)
            case .file: file.map(YAMLText.quoted)
            }
            return value.map { "\(key.rawValue): \($0)" }
        }
        if parts.isEmpty { return "  - \(YAMLText.quoted(title))" }
        return "  - { title: \(YAMLText.quoted(title)), \(parts.joined(separator: ", ")) }"
    }
}
