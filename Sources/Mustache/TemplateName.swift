/// A looked-up name: `.` (the current value), or dotted parts whose first is found up the context stack
/// (`.name`: in the current value only).
public struct TemplateName: Sendable {
    public let parts: [String]
    let currentOnly: Bool

    public init(_ text: String) {
        currentOnly = text.hasPrefix(".")
        parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).dropFirst(currentOnly ? 1 : 0).map(String.init)
    }
}
