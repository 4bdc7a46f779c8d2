/// A list of file types known by their extensions (`AudioFormat`, `ImageFileType`), and how a file's name finds its type.
public protocol MediaFileType: Sendable, Hashable {
    /// Every type of the kind.
    static var all: [Self] { get }
    /// Its file extensions, lowercase; the first is the usual one.
    var extensions: [String] { get }
}

extension MediaFileType {
    /// The type with this file extension (any case, without the dot), or nil when none has it.
    public init?(fileExtension: String) {
        let wanted = fileExtension.lowercased()
        guard let type = Self.all.first(where: { $0.extensions.contains(wanted) }) else { return nil }
        self = type
    }

    /// The type of the file at `path` by its extension, or nil when none has it (or the name has no extension).
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(fileExtension: String(name[name.index(after: dot)...]))
    }

    /// Every extension of `types`, sorted, for messages: "aac, aif, aiff, …".
    package static func extensionList(of types: [Self]) -> String {
        types.flatMap(\.extensions).sorted().joined(separator: ", ")
    }
}
