import Basics

/// The paths the files of one site take, claimed as each file is made: a path outside the output, or one two files
/// want (a theme file named like a generated one, `Templates/strings.js`), stops the build, and `check` too, which
/// claims the paths of the files it renders in memory. `claim` may be called from several tasks at once.
package final class OutputPathClaims: Sendable {
    private let paths = Locked(Set<String>())

    package init() {}

    /// Takes `path` for one file, or throws the error `build` and `check` both print.
    package func claim(_ path: String) throws {
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw SitePublisher.PublishError(message: "refusing to write '\(path)': output paths must stay inside the output folder")
        }
        guard paths.withLock({ $0.insert(path).inserted }) else {
            throw SitePublisher.PublishError(message: "two files of the site want the same path '\(path)' (a theme file named like a generated one?)")
        }
    }

    /// Gives paths back: a job whose files could not be taken from the last build is rendered after all.
    package func release(_ released: some Sequence<String>) {
        paths.withLock { $0.subtract(released) }
    }
}
