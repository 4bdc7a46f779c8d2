/// An artist a release credits: their MusicBrainz id, and their name as credited and as MusicBrainz has it.
public struct CreditedID: Sendable, Hashable {
    public var id: String
    public var names: [String]

    package init(id: String, names: [String]) {
        self.id = id
        self.names = names
    }
}
