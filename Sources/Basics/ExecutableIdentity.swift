import Foundation

/// Which linernotes binary is running: its version, and the size, modification time and inode of its executable
/// file. Pages rendered by another binary (an upgrade, or a build from changed source) may differ even from the same
/// inputs, so a page kept from the last build must have been made by this very binary (`SiteReads`).
public enum ExecutableIdentity {
    public static let current: String = {
        var parts = [LinerNotesVersion.description]
        var info = stat()
        // /proc/self/exe is the running file itself, wherever it was started from (Linux).
        let path = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : (Bundle.main.executablePath ?? CommandLine.arguments[0])
        if stat(path, &info) == 0 {
            #if canImport(Darwin)
            parts.append("\(info.st_ino) \(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)")
            #else
            parts.append("\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
            #endif
        } else {
            // Unknown: a fresh identity each run, so nothing is ever kept from a build this binary cannot vouch for.
            parts.append(UUID().uuidString)
        }
        return parts.joined(separator: " ")
    }()

    /// Which code is running, where that is all that matters (how a cached answer is checked, `CheckedAnswers`): a
    /// package built from a clean commit is that commit wherever it is installed (CI installs the same `.deb` afresh
    /// on every run, with a new inode); any other binary is its file (`current`).
    public static let code: String = {
        if let commit = LinerNotesVersion.commit, !commit.hasSuffix("-modified") { return LinerNotesVersion.description }
        return current
    }()
}
