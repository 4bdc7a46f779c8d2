import Foundation

/// One file of the built site, by path relative to the output folder.
public struct OutputFile: Sendable, Hashable {
    public enum Contents: Sendable, Hashable {
        case bytes(Data)
        /// Copied from a file of the site folder (covers).
        case copy(URL)
    }

    public let path: String
    public let contents: Contents

    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }

    public static func html(_ path: String, _ text: String) -> OutputFile {
        OutputFile(path: path, contents: .bytes(Data(text.utf8)))
    }

    /// A rendered page, from the template engine's bytes.
    package static func page(_ path: String, _ bytes: [UInt8]) -> OutputFile {
        OutputFile(path: path, contents: .bytes(Data(bytes)))
    }

    public var isPage: Bool { path.hasSuffix(".html") }
}
