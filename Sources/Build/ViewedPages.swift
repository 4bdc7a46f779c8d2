import Basics

/// The pages of the site the preview was last asked for, most recent first: after a save that plans the site again,
/// `serve` renders and publishes those among the pages to render first, so the page the browser shows is on disk
/// before the search index and the long lists are made (`SiteBuilder.quickBuild`).
public final class ViewedPages: Sendable {
    private let pages = Locked<[String]>([])
    /// How many are kept: the page in each open tab, and the ones just before it.
    static let kept = 8

    public init() {}

    /// The page at `path` (in the output folder, `albums/x/index.html`) was asked for.
    public func viewed(_ path: String) {
        pages.withLock { pages in
            pages.removeAll { $0 == path }
            pages.insert(path, at: 0)
            if pages.count > Self.kept { pages.removeLast() }
        }
    }

    public var recent: Set<String> { Set(pages.withLock { $0 }) }
}
