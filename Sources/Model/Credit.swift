/// One person's part in a release, a recording or a work: "Ron Carter — double bass", "Rick Rubin — producer".
public struct Credit: Sendable, Hashable, Codable {
    public var role: CreditRole
    /// Their name as the release credits them (MusicBrainz's `target-credit` when it has one), else their own.
    public var name: String
    /// Their MusicBrainz artist id.
    public var artistID: String?
    /// What qualifies the role: the instruments played, the kind of vocals ("lead vocals"), "co", "assistant".
    public var attributes: [String]

    public init(role: CreditRole, name: String, artistID: String? = nil, attributes: [String] = []) {
        self.role = role
        self.name = name
        self.artistID = artistID
        self.attributes = attributes
    }
}
