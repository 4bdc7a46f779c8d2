import Engine

/// An album's notes, the owner's Markdown below its front matter: most of an archive's text (63 MB at 50,000
/// albums), and shown on one page each. Notes of more than a few lines are kept as where to read them again and the
/// digest of what was read, not the text: the album's page reads them when it renders. Compared, hashed and
/// digested (`StableDigest`) by that digest, so an album's value is the same either way.
///
/// A file changed after it was loaded shows its new notes on the page; its digest, as loaded, differs from the
/// next build's, so that build renders the page again.
public struct AlbumNotes: Sendable, Hashable, Encodable {
    /// Notes this long or shorter are kept as they are: reading the file again costs more than they take.
    public static let keptInline = 256

    public let digest: Digest
    private let source: Source

    private enum Source: Sendable {
        case text(String)
        case read(@Sendable () -> String?)
    }

    /// Notes kept as they are.
    public init(_ text: String) {
        digest = Digest(text)
        source = .text(text)
    }

    /// `text` as loaded, to be read again by `read` when shown (kept as it is when short).
    public init(_ text: String, readAgain read: @escaping @Sendable () -> String?) {
        digest = Digest(text)
        source = text.utf8.count <= Self.keptInline ? .text(text) : .read(read)
    }

    /// The Markdown; empty when the file can no longer be read.
    public var text: String {
        switch source {
        case .text(let text): text
        case .read(let read): read() ?? ""
        }
    }

    public var isEmpty: Bool { digest == Self.empty }
    private static let empty = Digest("")

    public static func == (a: AlbumNotes, b: AlbumNotes) -> Bool { a.digest == b.digest }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode([digest.high, digest.low])
    }
}
