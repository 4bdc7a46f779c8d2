import Foundation

/// What partials rendered with one shared value made, so a value shown on many pages (an album card at a link
/// depth) goes through its template once, not once per page. A renderer keeps an output only when rendering the
/// partial with that value alone as its context looked up nothing it lacked: then the output cannot depend on the
/// page around it. Carried in the value's own fields (`key`), which no template can name.
/// `@unchecked Sendable`: `entries` is only touched while holding `lock`; pages on every core share a value.
final class PartialMemo: @unchecked Sendable {
    /// The field of an object value that holds its memo.
    static let key = "\u{1}memo"

    enum Entry {
        /// The bytes, and whether they end at the start of a line (for the indentation of what follows).
        case output([UInt8], endsAtLineStart: Bool)
        /// The partial looks up names from around the value: render it each time.
        case dependsOnPage
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    subscript(key: String) -> Entry? {
        get { lock.withLock { entries[key] } }
        set { lock.withLock { entries[key] = newValue } }
    }
}
