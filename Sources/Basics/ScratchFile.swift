/// Editors' and tools' temporary and backup files: hidden files, `name~`, Vim's `.swp`/`.swx` and its `4913` probe,
/// Emacs's `#name#`, `.tmp` files. They change on every keystroke or save but are never part of a site: the one list
/// that `serve`'s watchers, its rebuilds and the archive's listing read.
package enum ScratchFile {
    /// Whether a file named `name` (the last part of its path) is one.
    package static func matches(_ name: some StringProtocol) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
            || name.hasSuffix(".tmp") || name.hasPrefix("#")
    }

    /// Whether the file at `path` is one, by its name.
    package static func matches(path: String) -> Bool {
        matches(path.split(separator: "/").last ?? "")
    }
}
