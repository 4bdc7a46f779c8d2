/// A file or folder that could not be written, with the system's reason ("No space left on device").
package struct FileWriteError: Error, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}
