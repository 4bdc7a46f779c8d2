/// An artist a release credits: their MusicBrainz id, and their name as credited and as MusicBrainz has it.
public struct CreditedID: Sendable, Hashable, Codable {
    public var id: String
    public var names: [String]
    /// MusicBrainz's comment telling them from others of their name ("US grunge band").
    public var disambiguation: String?

    package init(id: String, names: [String], disambiguation: String? = nil) {
        self.id = id
        self.names = names
        self.disambiguation = disambiguation
    }
}
