/// A problem found in the archive, located by file (relative to the site folder) and line.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable {
        /// Worth knowing, nothing wrong.
        case note
        case warning
        case error
    }

    public let severity: Severity
    public let file: String
    public let line: Int?
    public let message: String

    public init(_ severity: Severity, file: String, line: Int? = nil, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    public static func error(_ file: String, line: Int? = nil, _ message: String) -> Diagnostic {
        Diagnostic(.error, file: file, line: line, message)
    }

    public static func warning(_ file: String, line: Int? = nil, _ message: String) -> Diagnostic {
        Diagnostic(.warning, file: file, line: line, message)
    }

    /// `file:line: severity: message`, the shape compilers use, so editors can jump to it.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity.rawValue): \(message)"
    }
}
