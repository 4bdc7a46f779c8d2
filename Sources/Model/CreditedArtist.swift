/// One name in an artist credit, with the words that join it to the next (" & ", " feat. ", "; ").
public struct CreditedArtist: Sendable, Hashable, Codable {
    public var name: String
    public var joinphrase: String

    public init(name: String, joinphrase: String = "") {
        self.name = name
        self.joinphrase = joinphrase
    }

    /// The credit as one line: each name followed by its join phrase.
    public static func text(_ credits: [CreditedArtist]) -> String {
        credits.map { $0.name + $0.joinphrase }.joined().trimmingCharacters(in: .whitespaces)
    }
}
