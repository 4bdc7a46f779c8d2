import Foundation
import Content
import Covers
import Engine
import Model
import Basics

/// Renders every page of the site from an archive: the render stage of the build.
public struct SiteRenderer: Sendable {
    public let archive: Archive
    public let theme: Theme
    /// Each album's cover sized for the web (`CoverSizer`), by slug; an album missing here gets the placeholder.
    package let covers: [String: SizedCover]
    /// Every playlist's tracks, resolved before planning (`PlaylistResolver`), so their warnings reach the build.
    package let playlists: PlaylistResolution
    /// Show the owner what is missing and where to add it (`serve`'s preview only; never in a published site).
    package let ownerHints: Bool
    /// Albums' field digests from earlier builds in this process (`serve`'s), kept while the album is unchanged.
    package let keptDigests: AlbumDigests?
    package let keptSearchEntries: SearchEntries?
    /// Where `build` keeps what the search index made (`SiteContext.searchState`).
    package let searchState: URL?

    /// Every kind of page, in navigation order. Adding a kind is a file in `Pages/`, a line here, and its top-level
    /// name in `SitePaths.reservedTopLevelNames` (Model), so free pages cannot take it (`DemoSiteTests` checks).
    static let kinds: [any PageKind.Type] = [
        HomePage.self, AlbumsPage.self, AlbumPage.self, ArtistsPage.self, ArtistPage.self, PersonPage.self, YearsPage.self, TagsPage.self, TagPage.self,
        PlaylistsPage.self, ConcertsPage.self, NewReleasesPage.self, WantlistPage.self, StatsPage.self, FormatsPage.self, QuizPage.self, FreePage.self, SearchPage.self, NotFoundPage.self,
        AssetsAndCovers.self, FeedAndSitemap.self, StringsScript.self,
    ]

    /// Every template a page kind renders, with its view: what `Theme.load` checks.
    static var templateUses: [TemplateUse] {
        kinds.flatMap { $0.templates }
    }

    package init(
        archive: Archive, theme: Theme, covers: [String: SizedCover], playlists: PlaylistResolution, ownerHints: Bool = false,
        keptDigests: AlbumDigests? = nil, keptSearchEntries: SearchEntries? = nil, searchState: URL? = nil
    ) {
        self.searchState = searchState
        self.keptDigests = keptDigests
        self.keptSearchEntries = keptSearchEntries
        self.ownerHints = ownerHints
        self.playlists = playlists
        self.archive = archive
        self.theme = theme
        self.covers = covers
    }

    /// The site as independent pieces of work, each making one or a few files, to be run on all cores and
    /// written as they come, so no build holds the whole site in memory; with what each read a job can make gives
    /// now (`SiteReads`), to check the reads a job made last time against.
    public func plan() throws -> RenderPlan {
        try plan(gathering: nil)
    }

    /// `plan()`, with what planning reads of the archive gathered in `reads` (`serve` keeps them: a save that changed
    /// none of it keeps the site as planned, `RenderPlan.replacing`).
    package func plan(gathering reads: ReadCollector?) throws -> RenderPlan {
        try plan(in: context(gathering: reads), gathering: reads)
    }

    /// `plan(gathering:)` in two steps, with the jobs named by `first` handed to `body` between them: the site's
    /// context is made, then those jobs alone are planned in it (with the pages each kind was told of before as
    /// `pagesBefore` gives) and handed over, then every job is planned. `serve` renders and publishes the pages being
    /// looked at before the rest of the site is planned. The plan says which of `first` it planned as they were.
    package func plan(
        gathering reads: ReadCollector?, first identities: Set<String>, pagesBefore: PagesBefore,
        _ body: ([RenderJob], SiteReads) async throws -> Void
    ) async throws -> (plan: RenderPlan, confirmed: Set<String>) {
        let site = context(gathering: reads)
        var first: [RenderJob] = []
        for kind in Self.kinds where identities.contains(where: { $0.hasPrefix("\(kind)|") }) {
            guard let pages = pagesBefore.told("\(kind)") else { continue }
            first += try PartTimer.measure("first jobs of \(kind)") { try Self.jobs(of: kind, site, pages: pages, gathering: nil, only: identities) }
        }
        try await body(first, site.reads)
        let plan = try plan(in: site, gathering: reads)
        // A job handed over first is the one planned now when its kind was told of the same pages before it.
        let planned = Set(plan.jobs.lazy.map(\.identity))
        let confirmed = Set(first.lazy.map(\.identity).filter { identity in
            planned.contains(identity) && plan.pagesBefore.toldTheSame(String(identity.prefix { $0 != "|" }), as: pagesBefore)
        })
        return (plan, confirmed)
    }

    /// The lookups, navigation and digests every job renders from.
    private func context(gathering reads: ReadCollector?) -> SiteContext {
        PartTimer.measure("site context") {
            ReadCollector.record(reads) {
                SiteContext(archive: archive, theme: theme, navigation: Self.kinds.flatMap { $0.navigation(archive) }, covers: covers, playlists: playlists,
                    ownerHints: ownerHints, albumDigests: keptDigests, searchEntries: keptSearchEntries, searchState: searchState)
            }
        }
    }

    private func plan(in site: SiteContext, gathering reads: ReadCollector?) throws -> RenderPlan {
        var byKind: [[RenderJob]] = []
        var pagesBefore = PagesBefore()
        for kind in Self.kinds {
            // The pages told are let go before more are added (kept, they would be copied then).
            let kindJobs = try PartTimer.measure("jobs of \(kind)", over: 0.005) {
                try Self.jobs(of: kind, site, pages: pagesBefore.telling("\(kind)"), gathering: reads)
            }
            byKind.append(kindJobs)
            pagesBefore.add(kindJobs.lazy.flatMap(\.paths).filter { $0.hasSuffix(".html") })
        }
        // The kinds with few jobs first: those are the pages made from the whole archive (the albums index, the
        // years page, the search index), the longest single jobs. Started early, they run beside the thousands of
        // small album pages instead of keeping one core busy after the other has finished.
        let bySize = byKind.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.flatMap(\.element)
        // After every other job, those that show the same pieces (`RenderJob.near`) one after another, in the order
        // above otherwise.
        let near = bySize.enumerated().compactMap { item in item.element.near.map { (near: $0, offset: item.offset, job: item.element) } }
            .sorted { ($0.near, $0.offset) < ($1.near, $1.offset) }.map(\.job)
        return RenderPlan(jobs: bySize.filter { $0.near == nil } + near, reads: site.reads, site: site, pagesBefore: pagesBefore)
    }

    /// The jobs of one kind, each named (`RenderJob.identity`) and reading the site's digest. What planning reads is
    /// not a job's read: it is gathered in `reads` when given, else not recorded.
    /// With `only`, the jobs with those identities alone.
    static func jobs(
        of kind: any PageKind.Type, _ site: SiteContext, pages: [String], gathering reads: ReadCollector?, only: Set<String>? = nil
    ) throws -> [RenderJob] {
        let name = "\(kind)|"
        var planned: [RenderJob]? = nil
        if let only, reads == nil {
            // The kind plans the jobs named alone, when it can: a job with paths is named by them.
            let mine = only.filter { $0.hasPrefix(name) }
            let paths = Set(mine.flatMap { $0.dropFirst(name.count).split(separator: "|").map(String.init) })
            planned = try ReadLog.untracked { try kind.jobs(site, pages: pages, making: paths) }
            if let some = planned, some.contains(where: \.paths.isEmpty) || Set(some.map { name + $0.paths.joined(separator: "|") }) != mine { planned = nil }
        }
        let all = try planned ?? reads.map { reads in try reads.record { try kind.jobs(site, pages: pages) } }
            ?? ReadLog.untracked { try kind.jobs(site, pages: pages) }
        var kindJobs: [RenderJob] = []
        kindJobs.reserveCapacity(only?.count ?? all.count)
        for (position, job) in all.enumerated() {
            let identity = name + (job.paths.isEmpty ? "#\(position)" : job.paths.joined(separator: "|"))
            if let only, !only.contains(identity) { continue }
            // Every job reads the site's digest (`SiteReads.site`), whatever else it records.
            var recorded = RenderJob(paths: job.paths, near: job.near) {
                ReadLog.record(SiteReads.site)
                return try job.make()
            }
            if let stream = job.stream {
                recorded.stream = { emit in
                    ReadLog.record(SiteReads.site)
                    try stream(emit)
                }
            }
            recorded.identity = identity
            kindJobs.append(recorded)
        }
        return kindJobs
    }

    /// The render jobs alone (tests).
    public func jobs() throws -> [RenderJob] {
        try plan().jobs
    }
}

/// The site's render jobs, and what the reads they record give now (`SiteReads`).
public struct RenderPlan: Sendable {
    public let jobs: [RenderJob]
    package let reads: SiteReads
    /// What the jobs were planned from.
    let site: SiteContext
    /// The pages each kind was told the kinds before it make, by the kind's name.
    package let pagesBefore: PagesBefore

    /// The archive the jobs show.
    package var archive: Archive { site.archive }

    /// `serve`'s quick rebuild: the jobs named (`RenderJob.identity`), planned again in this site with each of `albums`
    /// in the place of the album with its slug — which is the site a whole build would plan when those albums changed
    /// only in fields nothing but the jobs read. Nil when a job named is not planned there.
    package func replacing(_ albums: [Album], jobs identities: Set<String>) throws -> (plan: RenderPlan, jobs: [RenderJob])? {
        let kept = self.site
        let site = PartTimer.measure("the site with the albums replaced") { SiteContext(kept, replacing: albums) }
        let kinds = Set(identities.map { String($0.prefix { $0 != "|" }) })
        var jobs: [RenderJob] = []
        for kind in SiteRenderer.kinds where kinds.contains("\(kind)") {
            guard let pages = pagesBefore.told("\(kind)") else { return nil }
            jobs += try PartTimer.measure("jobs of \(kind)") { try SiteRenderer.jobs(of: kind, site, pages: pages, gathering: nil, only: identities) }
        }
        guard jobs.count == identities.count else { return nil }
        return (RenderPlan(jobs: [], reads: site.reads, site: site, pagesBefore: pagesBefore), jobs)
    }
}
