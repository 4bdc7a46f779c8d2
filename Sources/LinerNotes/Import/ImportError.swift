import Foundation

/// An import that cannot start (an unreadable file, not the expected export), with the file and what to do.
public struct ImportError: Error, CustomStringConvertible {
    public let description: String
    init(_ message: String) { description = message.hasPrefix("error:") ? message : "error: " + message }

    /// The bytes of an importer's input file, or an error naming it.
    static func contents(of file: URL) throws -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            throw ImportError("\(file.path): cannot be read (\(BuildStepError.readable(error)))")
        }
    }
}
