/// The start of a Wikipedia article, as plain text, with what attribution needs (CC BY-SA 4.0).
public struct WikipediaSummary: Sendable, Hashable, Codable {
    public var title: String
    public var extract: String
    public var url: String

    package init(title: String, extract: String, url: String) {
        self.title = title
        self.extract = extract
        self.url = url
    }
}
