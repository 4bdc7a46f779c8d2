import Foundation
import Content
import Model
import MusicWeb

/// `linernotes sync`: every collection site.yml's `sync:` names, brought in as its import does (`import discogs
/// --user`, `import musicbrainz`), each a sync against its `ImportRecord`. What it created and changed is said in a
/// commit message, for the scheduled workflow that commits it back.
public struct CollectionSync: Sendable {
    public let site: URL
    public let dryRun: Bool
    public let added: PartialDate?
    let environment: [String: String]
    let transport: (any HTTPTransport)?
    let clock: any Clock<Duration>

    public init(
        site: URL, dryRun: Bool = false, added: PartialDate? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        transport: (any HTTPTransport)? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.site = site.standardizedFileURL
        self.dryRun = dryRun
        self.added = added
        self.environment = environment
        self.transport = transport
        self.clock = clock
    }

    /// One collection synced: what it is ("Discogs user brotherlogic") and what its import did.
    public struct Synced: Sendable {
        public let collection: String
        public let report: ImportReport
    }

    /// Syncs each configured collection in turn; the first that cannot be read stops the sync with its message (the
    /// collections before it are written; nothing of it is).
    public func run() async throws -> [Synced] {
        try ImportError.requireSite(site)
        let config: SiteConfig
        switch SiteConfigParser.read(site: site) {
        case .failure(let problems): throw ImportError(problems.diagnostics.map(\.description).joined(separator: "\n"))
        case .success(let read): config = read
        }
        guard !config.sync.isEmpty else {
            throw ImportError("content/site.yml: no 'sync:' to run; add `sync: { discogs_user: NAME }` (or `musicbrainz_collection: ID`)")
        }
        var done: [Synced] = []
        let write = AlbumImport(site: site, dryRun: dryRun, added: added)
        if let user = config.sync.discogsUser {
            let fetcher = try ImportFetcher.make(site: site, service: "Discogs", environment: environment, transport: transport, clock: clock)
            let (albums, skipped) = try await DiscogsCollectionImporter(fetcher: fetcher).read(user: user)
            done.append(Synced(collection: "Discogs user \(user)", report: try write.run(albums, skipped: skipped, record: "discogs")))
        }
        if let id = config.sync.musicbrainzCollection {
            let fetcher = try ImportFetcher.make(site: site, service: "MusicBrainz", environment: environment, transport: transport, clock: clock)
            let (albums, skipped) = try await MusicBrainzCollectionImporter(fetcher: fetcher).read(collection: id)
            done.append(Synced(collection: "MusicBrainz collection \(id)", report: try write.run(albums, skipped: skipped, record: "musicbrainz-\(id)")))
        }
        return done
    }

    /// "Sync: 1 album added, 1 updated" and a line per album by its title, for a commit; nil when nothing was
    /// created or changed (a sync with nothing new commits nothing).
    public func commitMessage(_ synced: [Synced]) -> String? {
        let created = synced.flatMap(\.report.created), updated = synced.flatMap { $0.report.updated.map(\.path) }
        guard !created.isEmpty || !updated.isEmpty else { return nil }
        func title(_ path: String) -> String {
            let file = try? AlbumFile.read(site.appending(path: path), path: path).get()
            return [file?.title, file?.artist].compactMap { $0 }.joined(separator: " — ").nonEmpty ?? path
        }
        let counts = [
            created.isEmpty ? nil : "\(created.count) album\(created.count == 1 ? "" : "s") added",
            updated.isEmpty ? nil : "\(updated.count) updated",
        ].compactMap { $0 }.joined(separator: ", ")
        var lines = ["Sync: \(counts)", ""]
        lines += created.map { "Added \(title($0)) (\($0))" }
        lines += updated.map { "Updated \(title($0)) (\($0))" }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
