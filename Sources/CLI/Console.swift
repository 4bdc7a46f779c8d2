import ArgumentParser
import Foundation
import Basics

/// Prints warnings and errors the way compilers do, on stderr, and ends a command that failed.
enum Console {
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    /// Runs a command's work. An error it throws is printed as it describes itself (one line, or one per file and
    /// line for the archive's errors) on stderr, and the command exits non-zero.
    static func exitOnFailure<Result>(_ work: () async throws -> Result) async throws -> Result {
        do {
            return try await work()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
    }
}
