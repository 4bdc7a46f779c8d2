/// "1 album", "2 albums": a count with its noun (regular plurals), for every line and page that counts things.
public struct Counted: CustomStringConvertible, Sendable {
    public let count: Int
    public let noun: String

    public init(_ count: Int, _ noun: String) {
        self.count = count
        self.noun = noun
    }

    public var description: String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}
