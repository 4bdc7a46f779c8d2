import Basics

/// The archive could not be loaded: every error found, not just the first, with the warnings found alongside them
/// (an unknown key is often why a required field is missing).
public struct ArchiveError: CompilerStyleError {
    public let diagnostics: [Diagnostic]

    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        let errors = diagnostics.filter { $0.severity == .error }
        let summary = "\(Counted(errors.count, "error")) in the archive"
        let shown = diagnostics.filter { $0.severity != .note }
        return (shown.map(\.description) + ["error: " + summary]).joined(separator: "\n")
    }
}
