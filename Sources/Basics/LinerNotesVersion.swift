/// The version of linernotes, shown by `--version` and sent in the User-Agent.
public enum LinerNotesVersion {
    public static let current = "0.1.0"
}
