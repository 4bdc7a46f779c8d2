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

    /// The error as a person can read it: never a raw `Error Domain=NSCocoaErrorDomain Code=512 "(null)"`.
    package static func readable(_ error: any Error) -> String {
        if let error = error as? BuildStepError { return readable(error.underlying) }
        let nsError = error as NSError
        // The project's own errors describe themselves; Foundation's carry the Cocoa or POSIX domain.
        guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else { return "\(error)" }
        var path = nsError.userInfo[NSFilePathErrorKey] as? String ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
        var reason = nsError.localizedFailureReason
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            path = path ?? underlying.userInfo[NSFilePathErrorKey] as? String
            if underlying.domain == NSPOSIXErrorDomain { reason = String(cString: strerror(Int32(underlying.code))) }
        }
        if nsError.domain == NSPOSIXErrorDomain { reason = String(cString: strerror(Int32(nsError.code))) }
        let what = reason ?? nsError.localizedDescription
        return path.map { "\($0): \(what)" } ?? what
    }
}
