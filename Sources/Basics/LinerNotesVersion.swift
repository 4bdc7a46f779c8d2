/// The version of linernotes, shown by `--version` and sent in the User-Agent.
public enum LinerNotesVersion {
    public static let current = "0.1.0"

    /// The commit a packaged binary was built from (`scripts/package` records it); nil for a build from source.
    public static let commit: String? = packagedCommit

    /// What `--version` prints: "0.1.0 (commit 1a2b3c4d5e6f)", or "0.1.0 (built from source)".
    public static var description: String {
        "\(current) (\(commit.map { "commit \($0)" } ?? "built from source"))"
    }
}
