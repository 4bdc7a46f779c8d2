/// Where a release stands on an artist's shelves, from its release group's types: a live album is Live, a
/// compilation is Compilations whatever its primary type; studio albums are Albums.
public enum Shelf: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case albums, eps, singles, live, compilations, soundtracks, other

    public init(primaryType: String?, secondaryTypes: [String]) {
        let secondary = Set(secondaryTypes.map { $0.lowercased() })
        if secondary.contains("soundtrack") {
            self = .soundtracks
        } else if secondary.contains("live") {
            self = .live
        } else if secondary.contains("compilation") {
            self = .compilations
        } else if !secondary.isEmpty {
            // Remix, DJ-mix, Mixtape/Street, Demo, Interview, Spokenword, Audiobook, Audio drama, Field recording.
            self = .other
        } else {
            switch primaryType?.lowercased() {
            case "album": self = .albums
            case "ep": self = .eps
            case "single": self = .singles
            default: self = .other
            }
        }
    }

    public static func < (a: Shelf, b: Shelf) -> Bool { a.rawValue < b.rawValue }
}
