/// `theme: type:` in site.yml: which fonts the pages are set in, each pairing built from fonts already on the
/// reader's system (nothing is fetched).
public enum TypePairing: String, Sendable, Hashable, Codable, CaseIterable {
    /// The system's sans serif throughout: the default.
    case quiet
    /// Serif headings over the system's sans serif text.
    case editorial
    /// A book serif throughout.
    case book
}
