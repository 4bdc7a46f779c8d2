/// An album's page on a source that listed it (iTunes' store page), linked from the album page.
public struct SourcePage: Sendable, Hashable, Codable {
    public let source: SourceName
    public let url: String

    public init(source: SourceName, url: String) {
        self.source = source
        self.url = url
    }
}
