/// What an import did (or, with `--dry-run`, would do): every album accounted for.
public struct ImportReport: Sendable, CustomStringConvertible {
    public var created: [String] = []
    /// Files that got fields, tracks or notes they did not have, with the keys added.
    public var updated: [(path: String, added: [String])] = []
    public var unchanged: [String] = []
    /// What was not imported and why ("collection.csv:14: no title").
    public var skipped: [String] = []
    /// Said about albums that were imported ("… audio files outside the site folder are listed without file:").
    public var notes: [String] = []
    public var dryRun = false

    public init() {}

    public var description: String {
        var lines: [String] = []
        let verb = dryRun ? "would create" : "created"
        for path in created { lines.append("\(verb) \(path)") }
        for (path, added) in updated { lines.append("\(dryRun ? "would update" : "updated") \(path): added \(added.joined(separator: ", "))") }
        for reason in skipped { lines.append("skipped \(reason)") }
        for note in notes { lines.append("note: \(note)") }
        lines.append(
            (dryRun ? "Dry run, nothing written: " : "")
                + "\(created.count) created, \(updated.count) updated, \(unchanged.count) unchanged, \(skipped.count) skipped.")
        return lines.joined(separator: "\n")
    }
}
