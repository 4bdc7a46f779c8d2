import Content
import Model
import MusicWeb

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
        var parts: [String] = []
        if let length { parts.append("length: \"\(Track.formatLength(length))\"") }
        if let disc, disc != 1 { parts.append("disc: \(disc)") }
        if let number { parts.append("number: \(YAMLText.quoted(number))") }
        if let artist { parts.append("artist: \(YAMLText.quoted(artist))") }
        if let file { parts.append("file: \(YAMLText.quoted(file))") }
        if parts.isEmpty { return "  - \(YAMLText.quoted(title))" }
        return "  - { title: \(YAMLText.quoted(title)), \(parts.joined(separator: ", ")) }"
    }
}
