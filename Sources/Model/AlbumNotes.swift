import Engine

/// An album's notes, the owner's Markdown below its front matter: most of an archive's text (63 MB at 50,000
/// albums), and shown on one page each. Notes of more than a few lines are kept as where to read them again and the
/// digest of what was read, not the text: the album's page reads them when it renders, and uses them only when they
/// are still what was loaded (and checked: `NotesCheck`). Compared, hashed and digested (`StableDigest`) by that
/// digest, so an album's value is the same either way.
public struct AlbumNotes: Sendable, Hashable, Codable {
    /// Notes this long or shorter are kept as they are: reading the file again costs more than they take.
    public static let keptInline = 256

    public let digest: Digest
    private let source: Source

    private enum Source: Sendable {
        case text(String)
        /// The file as shown in messages, and how to read the notes in it again (nil when it cannot be read).
        case file(String, @Sendable () -> String?)
    }

    /// The file's notes have changed (or it is gone) since the archive was loaded, during a build.
    public struct Changed: Error, CustomStringConvertible {
        public let file: String
        public var description: String {
            "\(file): changed while the site was being built, so its notes are no longer those checked when it was loaded; build again"
        }
    }

    /// Notes kept as they are.
    public init(_ text: String) {
        digest = Digest(text)
        source = .text(text)
    }

    /// `text` as loaded from `file` (shown in messages), to be read again by `read` when shown (kept as it is when short).
    public init(_ text: String, file: String, readAgain read: @escaping @Sendable () -> String?) {
        digest = Digest(text)
        source = text.utf8.count <= Self.keptInline ? .text(text) : .file(file, read)
    }

    /// Notes of `digest` as an earlier load kept them (`ParsedRecord`): `heldText` when it held them, else read again
    /// by `read` from `file` (shown in messages).
    public init(digest: Digest, heldText: String?, file: String, readAgain read: @escaping @Sendable () -> String?) {
        self.digest = digest
        source = heldText.map { .text($0) } ?? .file(file, read)
    }

    /// The text, when it is held rather than read again from its file.
    public var heldText: String? {
        guard case .text(let text) = source else { return nil }
        return text
    }

    /// The Markdown, read again when it is not held; throws `Changed` when the file no longer holds what was loaded.
    public func current() throws -> String {
        switch source {
        case .text(let text): return text
        case .file(let file, let read):
            guard let text = read(), Digest(text) == digest else { throw Changed(file: file) }
            return text
        }
    }

    public static func == (a: AlbumNotes, b: AlbumNotes) -> Bool { a.digest == b.digest }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode([digest.high, digest.low])
    }

    /// Notes known by their digest alone, as `encode` codes them: read from nowhere (`current()` throws `Changed`)
    /// until given their text or file again (`init(digest:heldText:file:readAgain:)`).
    public init(from decoder: any Decoder) throws {
        let parts = try decoder.singleValueContainer().decode([UInt64].self)
        guard parts.count == 2 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "notes are coded as the two words of their digest"))
        }
        digest = Digest(high: parts[0], low: parts[1])
        source = .file("", { nil })
    }
}
