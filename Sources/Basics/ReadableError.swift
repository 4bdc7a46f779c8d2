import Foundation

/// Errors in words a person can read: the project's own errors describe themselves; Foundation's are turned from
/// `Error Domain=NSCocoaErrorDomain Code=512 "(null)"` into "<path>: <reason>".
package enum ReadableError {
    package static func text(_ error: any Error) -> String {
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
