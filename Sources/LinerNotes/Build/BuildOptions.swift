import Foundation

/// What `linernotes build` was asked to do.
public struct BuildOptions: Sendable {
    public var siteDirectory: URL
    /// Defaults to `<site>/public`.
    public var outputDirectory: URL?
    /// Never touch the network.
    public var offline: Bool
    /// Override `clean_urls` of site.yml.
    public var cleanURLs: Bool?
    /// Override `allow_html` of site.yml.
    public var allowHTML: Bool?

    public init(siteDirectory: URL, outputDirectory: URL? = nil, offline: Bool = false, cleanURLs: Bool? = nil, allowHTML: Bool? = nil) {
        self.siteDirectory = siteDirectory
        self.outputDirectory = outputDirectory
        self.offline = offline
        self.cleanURLs = cleanURLs
        self.allowHTML = allowHTML
    }

    public var resolvedOutput: URL {
        outputDirectory ?? siteDirectory.appending(path: "public", directoryHint: .isDirectory)
    }
}
