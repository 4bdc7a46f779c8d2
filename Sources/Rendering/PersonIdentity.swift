import Model

/// Who a credit names: a MusicBrainz artist by id, or, for a credit without one, a name, folded (`NameKey`: "Björk"
/// and "bjork" are one person). Typed, so that nothing parses an identity back out of text.
enum PersonIdentity: Hashable, Comparable, Sendable, Encodable {
    case musicBrainz(id: String)
    case name(folded: String)

    init(_ credit: Credit) {
        self = credit.artistID.map { .musicBrainz(id: $0) } ?? .name(folded: NameKey.make(credit.name))
    }

    /// The MusicBrainz artist, when the credit named one.
    var musicBrainzID: String? {
        if case .musicBrainz(let id) = self { return id }
        return nil
    }

    /// One text per identity ("mb:<id>", "name:<folded name>"): the order person pages take their slugs in, so one
    /// slug does not move when another person comes, and what is digested.
    var text: String {
        switch self {
        case .musicBrainz(let id): "mb:" + id
        case .name(let folded): "name:" + folded
        }
    }

    static func < (a: PersonIdentity, b: PersonIdentity) -> Bool { a.text < b.text }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
