/// One medium of a release: its number, and its own title and format when the source has them.
public struct Disc: Sendable, Hashable, Codable {
    public var number: Int
    public var title: String?
    public var format: String?

    public init(number: Int, title: String? = nil, format: String? = nil) {
        self.number = number
        self.title = title
        self.format = format
    }
}
