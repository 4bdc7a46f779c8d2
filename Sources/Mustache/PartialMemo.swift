import Foundation

/// What partials rendered with one shared value made, so a value shown on many pages (an album card at a link
/// depth) goes through its template once, not once per page. A renderer keeps an output only when rendering the
/// partial with that value alone as its context looked up nothing it lacked: then the output cannot depend on the
/// page around it. Carried in the value's own fields (`key`), which no template can name.
/// `@unchecked Sendable`: `entries` is only touched while holding `lock`; pages on every core share a value.
public final class PartialMemo: @unchecked Sendable {
    /// The field of a value (an object or a view) that holds its memo.
    public static let key = "\u{1}memo"

    public enum Entry {
        /// The bytes, and whether they end at the start of a line (for the indentation of what follows).
        case output([UInt8], endsAtLineStart: Bool)
        /// The partial looks up names from around the value: render it each time.
        case dependsOnPage
    }

    private let lock = NSLock()
    /// Usually one entry (one partial at one indentation), so a list searched in order beats hashing a key.
    private var entries: [(partial: String, indent: [UInt8], atLineStart: Bool, entry: Entry)] = []

    public init() {}

    /// What `partial` made from this value when it started with this indentation and line state.
    public func entry(_ partial: String, indent: [UInt8], atLineStart: Bool) -> Entry? {
        lock.withLock {
            entries.first { $0.partial == partial && $0.atLineStart == atLineStart && $0.indent == indent }?.entry
        }
    }

    public func keep(_ entry: Entry, _ partial: String, indent: [UInt8], atLineStart: Bool) {
        lock.withLock { entries.append((partial, indent, atLineStart, entry)) }
    }
}
