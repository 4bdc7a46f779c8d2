import Basics
import Foundation

/// An error that left a build step: what went wrong (the step's own error, made readable), in which step, and what
/// became of the site.
public struct BuildStepError: Error, CustomStringConvertible {
    public let step: String
    public let underlying: any Error
    package let mode: SiteBuilder.Mode

    public var description: String {
        let outcome = mode == .check ? "check stopped at the step '\(step)'"
            : "the build stopped at the step '\(step)'; nothing was published, the previous site is as it was"
        let cause = Self.cause(underlying)
        // Errors already in compiler-like lines keep them first, as they are, so editors can jump to them.
        if cause is any CompilerStyleError { return "\(cause)\nerror: " + outcome }
        return "error: \(step): \(ReadableError.text(cause))\nerror: " + outcome
    }

    /// The step's own error, under the step errors that wrap it.
    private static func cause(_ error: any Error) -> any Error {
        if let error = error as? BuildStepError { return cause(error.underlying) }
        return error
    }
}
