import Basics
import Engine
import Model
import MusicWeb
import Output
import Rendering
import Covers

/// What the last build in this process made, kept for `serve`'s next save (`SiteBuilder.quickBuild`): the site as
/// planned, what the work outside the render jobs read of the albums (the site's shape), and what the build reported.
struct KeptSite: @unchecked Sendable {
    /// The jobs' site: the archive enriched, the lookups, the values planning derived.
    var plan: RenderPlan
    /// What linking, sizing covers and the work across albums' enrichments read (`ReadCollector`): a change to any
    /// of it takes the whole build.
    let shape: ReadSet
    /// What planning read: a change to it plans the site again (`SiteBuilder.planSite`) from the archive kept.
    var planShape: ReadSet
    let theme: Theme
    let covers: [String: SizedCover]
    /// The build's notes before planning added its own.
    let notesBeforePlan: [Diagnostic]
    let fetcher: Fetcher
    /// How the build read the cache (`SiteBuilder.enrichmentContext`), taken after it published.
    let enrichmentContext: String
    /// Jobs that recorded no reads they can be checked by: rendered on every build.
    var unrecorded: Set<String>
    /// What the build recorded for the next one, before the manifest's and the output's hashes are added.
    let published: PublishedState
    /// The report's figures that a save of album files keeps.
    let albums: Int
    let artists: Int
    var warnings: [Diagnostic]
    let fetchWarnings: [String]
    let fetchSummary: String

    var archive: Archive { plan.archive }
}

extension EngineMemory {
    /// The site kept, taken out: a save either puts back the site it makes, or leaves none, so a whole build does
    /// not hold two sites at once.
    func takeSite() -> KeptSite? {
        site.withLock { site in
            defer { site = nil }
            return site
        }
    }

    func keep(_ kept: KeptSite?) {
        site.withLock { $0 = kept }
    }
}
