/// What an import did (or, with `--dry-run`, would do): every album accounted for.
public struct ImportReport: Sendable, CustomStringConvertible {
    public var created: [String] = []
    /// Files that got fields, tracks or notes they did not have, with the keys added.
    public var updated: [(path: String, added: [String])] = []
    public var unchanged: [String] = []
    /// Files whose records are no longer in the synced collection (never deleted).
    public var gone: [String] = []
    /// Fields of a synced collection kept as the owner wrote them, each with the file and why.
    public var leftAlone: [String] = []
    /// A synced import (`AlbumImport.run(record:)`): the summary counts the gone too.
    public var synced = false
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
        for (path, added) in updated { lines.append("\(dryRun ? "would update" : "updated") \(path): \(Self.describe(added))") }
        for path in gone { lines.append("gone \(path): no longer in the collection (the file is kept; delete it if the record is gone for good)") }
        for field in leftAlone { lines.append("kept \(field)") }
        for reason in skipped { lines.append("skipped \(reason)") }
        for note in notes { lines.append("note: \(note)") }
        lines.append(
            (dryRun ? "Dry run, nothing written: " : "")
                + "\(created.count) created, \(updated.count) updated, \(unchanged.count) unchanged, "
                + (synced ? "\(gone.count) gone, " : "") + "\(skipped.count) skipped.")
        return lines.joined(separator: "\n")
    }

    /// "added rating, condition; rating (3 → 5)": the keys added, then the values changed.
    static func describe(_ changes: [String]) -> String {
        let added = changes.filter { !$0.contains(" → ") }, changed = changes.filter { $0.contains(" → ") }
        return [added.isEmpty ? nil : "added " + added.joined(separator: ", "), changed.isEmpty ? nil : "changed " + changed.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: "; ")
    }
}
