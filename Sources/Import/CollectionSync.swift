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

    /// One collection synced: what it is ("Discogs user brotherlogic") and what its import did; or the wantlist
    /// read again (`wantlist: true`).
    public struct Synced: Sendable, CustomStringConvertible {
        public let collection: String
        public let outcome: Outcome

        public enum Outcome: Sendable {
            case albums(ImportReport)
            case wantlist(WantlistChange)
        }

        /// What the import of a collection did; empty for the wantlist.
        public var report: ImportReport {
            if case .albums(let report) = outcome { return report }
            return ImportReport()
        }

        public var description: String {
            switch outcome {
            case .albums(let report): return "\(collection):\n\(report)"
            case .wantlist(let change): return "\(collection):\n\(change)"
            }
        }
    }

    /// Syncs each configured collection in turn, handing each one's report to `each` as it is done; the first that
    /// cannot be read stops the sync with its message, which names the collections written before it (nothing of
    /// it is written).
    public func run(each: (Synced) -> Void = { _ in }) async throws -> [Synced] {
        try ImportError.requireSite(site)
        let config: SiteConfig
        switch SiteConfigParser.read(site: site) {
        case .failure(let problems): throw ImportError(problems.diagnostics.map(\.description).joined(separator: "\n"))
        case .success(let read): config = read
        }
        guard !config.sync.isEmpty else {
            throw ImportError("content/site.yml: no 'sync:' to run; add `sync: { discogs_user: NAME }` (or `musicbrainz_collection: ID`)")
        }
        var jobs: [(collection: String, record: String, read: () async throws -> (albums: [ImportedAlbum], skipped: [String]))] = []
        // One client for Discogs, the collection's and the wantlist's requests alike: its spacing counts from the last
        // request whichever asked it (two would each start afresh, and ask twice within Discogs' 2.4 s).
        let discogs = try config.sync.discogsUser.map { _ in
            try ImportFetcher.make(site: site, service: "Discogs", environment: environment, transport: transport, clock: clock)
        }
        if let user = config.sync.discogsUser, let discogs {
            jobs.append(("Discogs user \(user)", "discogs", {
                try await DiscogsCollectionImporter(fetcher: discogs).read(user: user)
            }))
        }
        if let id = config.sync.musicbrainzCollection {
            jobs.append(("MusicBrainz collection \(id)", "musicbrainz-\(id)", {
                let fetcher = try ImportFetcher.make(site: site, service: "MusicBrainz", environment: environment, transport: transport, clock: clock)
                return try await MusicBrainzCollectionImporter(fetcher: fetcher).read(collection: id)
            }))
        }
        var done: [Synced] = []
        let write = AlbumImport(site: site, dryRun: dryRun, added: added)
        var steps: [(collection: String, run: () async throws -> Synced.Outcome)] = jobs.map { job in
            (job.collection, {
                let (albums, skipped) = try await job.read()
                return .albums(try write.run(albums, skipped: skipped, record: job.record))
            })
        }
        if config.wantlist, let user = config.sync.discogsUser, let discogs {
            steps.append(("Wantlist of Discogs user \(user)", {
                let (wants, skipped) = try await DiscogsCollectionImporter(fetcher: discogs).readWantlist(user: user)
                return .wantlist(try WantlistChange.write(wants, user: user, skipped: skipped, site: site, dryRun: dryRun))
            }))
        }
        for step in steps {
            do {
                let synced = Synced(collection: step.collection, outcome: try await step.run())
                done.append(synced)
                each(synced)
            } catch {
                guard !done.isEmpty else { throw error }
                let written = done.map(\.collection).joined(separator: ", ")
                let message = "\(error)".replacingOccurrences(of: "error: ", with: "", options: .anchored)
                throw ImportError("\(step.collection): \(message) (\(written) was synced before it" + (dryRun ? "; with --dry-run nothing was written)" : ", and is written)"))
            }
        }
        return done
    }

    /// "Sync: 1 album added, 1 updated" and a line per album by its title, for a commit; nil when nothing was
    /// created or changed (a sync with nothing new commits nothing).
    public func commitMessage(_ synced: [Synced]) -> String? {
        let created = synced.flatMap(\.report.created), updated = synced.flatMap { $0.report.updated.map(\.path) }
        let wantlist = synced.compactMap { synced -> WantlistChange? in
            if case .wantlist(let change) = synced.outcome, change.changed { return change }
            return nil
        }.first
        guard !created.isEmpty || !updated.isEmpty || wantlist != nil else { return nil }
        func title(_ path: String) -> String {
            let file = try? AlbumFile.read(site.appending(path: path), path: path).get()
            return [file?.title, file?.artist.map(Artist.displayName)].compactMap { $0 }.joined(separator: " — ").nonEmpty ?? path
        }
        let counts = [
            created.isEmpty ? nil : "\(created.count) album\(created.count == 1 ? "" : "s") added",
            updated.isEmpty ? nil : "\(updated.count) updated",
            wantlist.map { _ in "the wantlist" },
        ].compactMap { $0 }.joined(separator: ", ")
        var lines = ["Sync: \(counts)", ""]
        lines += created.map { "Added \(title($0)) (\($0))" }
        lines += updated.map { "Updated \(title($0)) (\($0))" }
        lines += wantlist.map { $0.commitLines } ?? []
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
