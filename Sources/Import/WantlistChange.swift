import Foundation
import Content
import Model

/// The wantlist read again by `linernotes sync`: what it holds now against what the site's `WantlistFile` held,
/// written in its place (or, with `--dry-run`, only said).
public struct WantlistChange: Sendable, CustomStringConvertible {
    public let count: Int
    /// Wanted since the last sync, and no longer wanted (bought, or taken off the list).
    public let added: [WantedRelease]
    public let gone: [WantedRelease]
    /// Whether the file's bytes changed (a record's details too, not only which records there are).
    public let changed: Bool
    public let skipped: [String]

    static func write(_ wants: [WantedRelease], user: String, skipped: [String], site: URL, dryRun: Bool) throws -> WantlistChange {
        // The file as the last sync wrote it, read once: its bytes to tell a change, its wants to name what moved.
        let old = FileManager.default.contents(atPath: WantlistFile.url(site: site).path)
        let before: [WantedRelease]
        switch old.map({ WantlistFile.decode($0, user: user) }) {
        case .success(.wants(let wants))?: before = wants
        default: before = []
        }
        let new = try WantlistFile.encode(user: user, wants)
        let was = Set(before.map(\.discogs)), now = Set(wants.map(\.discogs))
        let change = WantlistChange(
            count: wants.count, added: WantlistFile.ordered(wants.filter { !was.contains($0.discogs) }),
            gone: WantlistFile.ordered(before.filter { !now.contains($0.discogs) }), changed: old != new, skipped: skipped)
        if change.changed && !dryRun { try WantlistFile.write(site: site, user: user, wants) }
        return change
    }

    private static func named(_ want: WantedRelease) -> String {
        "\(want.shownArtist) — \(want.title) (discogs \(want.discogs))"
    }

    public var description: String {
        var lines = ["  \(count) record\(count == 1 ? "" : "s") wanted" + (changed ? "" : ", as at the last sync")]
        lines += added.map { "  wanted:   \(Self.named($0))" }
        lines += gone.map { "  no longer wanted: \(Self.named($0))" }
        lines += skipped.map { "  skipped:  \($0)" }
        return lines.joined(separator: "\n")
    }

    /// Its lines in a commit message.
    var commitLines: [String] {
        func listed(_ wants: [WantedRelease], _ heading: String) -> [String] {
            let shown = wants.prefix(Self.namedInCommit).map { "\(heading) \(Self.named($0))" }
            return shown + (wants.count > shown.count ? ["\(heading) \(wants.count - shown.count) more records"] : [])
        }
        var lines = listed(added, "Wanted") + listed(gone, "No longer wanted:")
        if lines.isEmpty { lines = ["The wantlist's details changed"] }
        return lines
    }

    /// Records named one by one in a commit message, each way; the rest counted (a first sync wants hundreds).
    static let namedInCommit = 20
}
