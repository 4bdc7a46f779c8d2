import Basics
import Foundation

/// An error that left a build step: what went wrong (the step's own error, made readable), in which step, and what
/// became of the site.
public struct BuildStepError: Error, CustomStringConvertible {
    public let step: String
    public let underlying: any Error
    package let mode: BuildContext.Mode

    public var description: String {
        let outcome = mode == .check ? "check stopped at the step '\(step)'"
            : "the build stopped at the step '\(step)'; nothing was published, the previous site is as it was"
        let text = Self.readable(underlying)
        // Errors listing files and lines keep their compiler-like lines first, so editors can jump to them.
        if text.hasPrefix("error:") || text.hasPrefix("warning:") || text.contains(": error: ") || text.contains("\n") {
            return text + "\nerror: " + outcome
        }
        return "error: \(step): \(text)\nerror: " + outcome
    }

    /// The error as a person can read it, through the step errors that wrap it.
    package static func readable(_ error: any Error) -> String {
        if let error = error as? BuildStepError { return readable(error.underlying) }
        return ReadableError.text(error)
    }
}
