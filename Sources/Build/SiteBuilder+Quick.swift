import Foundation
import Basics
import Cache
import Content
import Engine
import Enrichment
import Model
import Output

extension SiteBuilder {
    /// `serve` after a save of `paths`: the quick rebuild when it can tell what the save changed (`quickBuild`), else
    /// the whole build, as `build()`.
    public func build(changed paths: [String]) async throws -> Report {
        // A quick rebuild that fails (a full disk) leaves the site as it was, or as its first publish recorded it: the
        // whole build then tries, and says what is wrong.
        do {
            if let report = try await quickBuild(changed: paths) { return report }
        } catch is CancellationError {
            throw CancellationError()
        } catch {}
        // The kept site is let go before a whole build makes another.
        _ = options.memory.engineMemory?.takeSite()
        options.memory.filesChanged(paths)
        var options = options
        options.memory.changesKnown = !paths.isEmpty
        return try await SiteBuilder(options: options).build()
    }

    /// The rebuild of a save of album files that changed only fields no work outside the render jobs read: the site
    /// keeps its shape (the same pages, lookups, orders and people), so only the jobs that read a changed field render
    /// again, in the site kept from the last build with those albums in their places, and their files are patched into
    /// the preview. Which fields the rest of the work read is what it recorded as it ran (`KeptSite.shape`, gathered by
    /// `ReadCollector`); which jobs read a field, what they recorded (`EngineState`). Nothing here names a field or a
    /// page kind.
    ///
    /// Nil, having written nothing, when it cannot tell: no site kept, a file other than an album's, a file's messages
    /// changed, a field the shape was made from changed, an enrichment that differs or would need the network, the
    /// cache or the published site changed since. Then the whole build runs.
    public func quickBuild(changed paths: [String]) async throws -> Report? {
        let clock = ContinuousClock()
        let start = clock.now
        guard !paths.isEmpty, options.request.refresh == .never, let memory = options.memory.engineMemory, let enrichmentMemory = options.memory.enrichmentMemory,
            let peeked = memory.site.withLock({ $0 })
        else { return nil }
        let loader = ArchiveLoader(siteDirectory: options.request.siteDirectory, allowHTML: options.request.allowHTML, parsedFiles: options.memory.parsedFiles)
        var names: [String] = []
        for path in paths where !BuildMemory.isScratchFile(path) {
            if let name = loader.albumFileName(path) {
                names.append(name)
                continue
            }
            // A temporary file renamed over an album's (`sed -i`) is gone, and no build saw it: no warning names it.
            let name = "content/albums/" + URL(fileURLWithPath: path).lastPathComponent
            guard loader.isGoneUnreadFile(path), !peeked.warnings.contains(where: { $0.file == name }) else {
                return Self.whole("\(path) is not an album's file")
            }
        }
        guard !names.isEmpty else { return nil }
        let started = BuildPhase.Started(options: options, mode: .build)
        // Only the files rendered are staged: the publish must patch them into the live site (or link the rest itself).
        guard started.publisher.patches else { return nil }
        let record = started.record
        guard let lock = try? BuildLock(record) else { return nil }
        defer { withExtendedLifetime(lock) {} }
        guard let snapshot = memory.snapshot(of: record), let manifest = snapshot.manifest,
            let (state, manifestHash) = memory.kept.withLock({ $0 }), manifestHash == snapshot.manifestHash
        else { return Self.whole("another build published since") }
        guard enrichmentContext(peeked.fetcher) == peeked.enrichmentContext else {
            return Self.whole("the cache changed")
        }
        guard let cacheLock = try await CacheLock(options.resolvedCache, exclusive: false, clock: options.seams.clock),
            // From here on the site kept is this build's: put back as it makes it, or let go for a whole build.
            var kept = memory.takeSite()
        else { return nil }
        defer { withExtendedLifetime(cacheLock) {} }

        // Each album file parsed again, linked and enriched as the whole build would, and what changed in it.
        let archive = kept.archive
        var replaced: [Album] = []
        var changedFields: [String: Set<String>] = [:]
        // Made again from the cache alone: a save never waits on the network here (an enrichment that would need it
        // differs from the one kept, and the whole build fetches). Kept for the next build only when that build reads
        // the cache the same way (offline).
        let online = !kept.fetcher.settings.offline
        let enricher = MusicWebEnricher(
            fetcher: online ? kept.fetcher.cacheOnly() : kept.fetcher,
            progress: ProgressReporter(style: .silent, write: { _ in }), memory: online ? nil : (enrichmentMemory, context: kept.enrichmentContext))
        for name in Set(names).sorted() {
            let sourcePath = "content/albums/" + name
            guard let old = ReadLog.untracked({ archive.$albums.first { $0.sourcePath == sourcePath } }),
                let reparsed = PartTimer.measure("parse", { loader.reparseAlbum(named: name, slug: old.slug, keepsHTML: archive.config.allowHTML) })
            else { return Self.whole("\(sourcePath) is new, gone, or its messages changed") }
            let before = reparsed.before.fieldDigests, after = reparsed.after.fieldDigests
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
            if changed.isEmpty { continue }
            // Linking reads every album's artist, so a shape read of nothing is one not recorded: no telling then.
            let shape = kept.shape.fields(of: Album.table, old.slug)
            guard !shape.isEmpty, shape.isDisjoint(with: changed) else {
                return Self.whole("\(sourcePath) changed \(changed.intersection(shape).sorted()), which loading the archive read")
            }
            var album = reparsed.after
            // Linked as before: what linking read of it is unchanged.
            album.artistSlug = ReadLog.untracked { old.artistSlug }
            album.credit = ReadLog.untracked { old.credit }
            album.artist = ReadLog.untracked { old.artist }
            // Its own enrichment made again; the same as before, the enrichment the whole build finished stands (the
            // work across albums read nothing of it that changed).
            guard let previous = enrichmentMemory.enrichment(ofAlbum: old.slug),
                let made = await PartTimer.measureAsync("enrich", { await enricher.enrichAgain(album) }), made == previous
            else { return Self.whole("\(sourcePath)'s enrichment changed, or needs the network") }
            album.enrichment = ReadLog.untracked { old.enrichment }
            replaced.append(album)
            changedFields[old.slug] = changed
        }
        if replaced.isEmpty {
            memory.keep(kept)
            var report = report(kept, files: manifest.files, start: start)
            report.upToDate = true
            return report
        }

        var session = try started.publisher.begin(previousFiles: manifest.files, previousStamps: snapshot.stamps)
        var baseSnapshot = snapshot
        var previous: PreviousFiles?
        // Planning orders every album by its fields, so no planning read of one is one not recorded: plan again then.
        let replanned = replaced.contains { album in
            let read = kept.planShape.fields(of: Album.table, album.slug)
            return read.isEmpty || !read.isDisjoint(with: changedFields[album.slug] ?? [])
        }
        var files: [String: String]
        var rendered: Rendered
        var renderedJobs: Int
        var next: EngineState
        var diagnostics = manifest.diagnostics
        do {
            if replanned {
                // Planning read a changed field (a title orders the albums): the site is planned again from the archive
                // kept, with these albums in their places, and every job's reads checked, as a whole build does after
                // loading; the albums but these are known as they were (their fingerprints stand).
                let archive = kept.archive.replacing(replaced)
                let planReads = ReadCollector()
                PartTimer.note("the save looked at in \(String(format: "%.3f", Self.seconds(clock.now - start))) s")
                let (renderer, notes) = try PartTimer.measure("what planning starts from") {
                    try SiteBuilder.planner(archive, theme: kept.theme, covers: kept.covers, options: options, gathering: planReads)
                }
                var fingerprints = state.fingerprints
                for album in replaced { fingerprints[album.slug] = nil }
                kept.warnings = kept.archive.warnings + kept.notesBeforePlan + notes
                diagnostics = kept.warnings.map(\.description) + kept.fetchWarnings
                // The pages being looked at that read a changed field come first, planned in the new site before the rest
                // and published on their own: the page the browser shows is on disk before the other jobs are planned,
                // every job's reads checked and the search index made.
                let viewed = options.memory.viewedPages?.recent ?? []
                let reading = viewed.isEmpty ? [] : Self.jobs(reading: changedFields, in: state)
                // The jobs that made a viewed page, as the engine's state names them (the plan kept after a notes save
                // holds only the jobs planned again), or, having recorded nothing, as named by their paths.
                let wanted = viewed.isEmpty ? [] : Set(
                    state.jobs.lazy.filter { identity, job in reading.contains(identity) && job.files.contains(where: viewed.contains) }.map(\.key)
                ).union(kept.unrecorded.filter { identity in identity.split(separator: "|").dropFirst().contains { viewed.contains(String($0)) } })
                var firstDone: (rendered: Rendered, files: [String: String])?
                var firstJobs: [String] = []
                var base = (files: manifest.files, snapshot: snapshot)
                let planned = try await PartTimer.measureAsync("plan the site again") {
                    try await renderer.plan(gathering: planReads, first: wanted, pagesBefore: kept.plan.pagesBefore) { first, reads in
                        PartTimer.note("pages viewed first: \(first.flatMap(\.paths).sorted())")
                        guard !first.isEmpty else { return }
                        let made = try await PartTimer.measureAsync("render the pages viewed") { try await SiteBuilder.render(first, reads: reads, stage: session.write) }
                        var firstFiles = manifest.files
                        for job in first { for path in state.jobs[job.identity]?.files ?? [] { firstFiles[path] = nil } }
                        firstFiles.merge(made.hashes) { _, new in new }
                        var firstState = state.replacing(jobs: first.map(\.identity), with: made.state)
                        for album in replaced { firstState.fingerprints[album.slug] = nil }
                        // The live files the viewed pages replace, kept (hard links) until the rest is published: if that
                        // fails, they are put back, and the site is the last good one again.
                        previous = Self.keepPrevious(made.hashes.keys.filter { manifest.files[$0] != nil && manifest.files[$0] != made.hashes[$0] }, record: record)
                        if previous == nil {
                            session.abandon()
                            throw Fallback(reason: "the pages the viewed ones replace could not be kept")
                        }
                        guard let published = try publish(
                            session, files: firstFiles, diagnostics: diagnostics, complete: manifest.complete, state: firstState, over: snapshot,
                            kept: kept, record: record, memory: memory)
                        else {
                            previous?.remove()
                            throw Fallback(reason: "the pages viewed were published, but the site could not be recorded")
                        }
                        firstDone = (made, made.hashes)
                        firstJobs = first.map(\.identity)
                        base = (firstFiles, published)
                        previous?.after = (firstFiles, published)
                        session = try started.publisher.begin(previousFiles: firstFiles, previousStamps: published.stamps)
                    }
                }
                let plan = planned.plan
                // A page published first but planned otherwise now (its kind was told of other pages) is rendered again
                // with the rest, and what it published first goes.
                var firstIdentities = Set(firstJobs)
                if !firstIdentities.isSubset(of: planned.confirmed) {
                    firstDone = nil
                    firstIdentities = []
                }
                let rest = firstIdentities.isEmpty ? plan.jobs : plan.jobs.filter { !firstIdentities.contains($0.identity) }
                PartTimer.measure("check the last build's reads") { plan.reads.use(previous: state, fingerprints: fingerprints) }
                let staging = session
                rendered = try await PartTimer.measureAsync("render") {
                    try await SiteBuilder.render(rest, reads: plan.reads, previous: state, reuse: { staging.reuse(jobs: $0) }, keep: { staging.keep(files: $0) }, stage: staging.write)
                }
                rendered.state.identity = state.identity
                rendered.state.fingerprints = fingerprints
                files = rendered.hashes
                renderedJobs = rest.count - rendered.kept
                next = rendered.state
                if let firstDone {
                    files.merge(firstDone.files) { _, first in first }
                    next = next.replacing(jobs: firstIdentities, with: firstDone.rendered.state)
                    renderedJobs += firstIdentities.count
                    rendered.renderedPaths += firstDone.rendered.renderedPaths
                }
                baseSnapshot = base.snapshot
                kept.plan = plan
                kept.planShape = planReads.reads
                kept.unrecorded = Set(plan.jobs.lazy.map(\.identity).filter { next.jobs[$0] == nil })
            } else {
                // The jobs that read a changed field of a changed album, and those that recorded nothing checkable.
                let identities = PartTimer.measure("jobs reading the change") { Self.jobs(reading: changedFields, in: state).union(kept.unrecorded) }
                guard let (plan, jobs) = try PartTimer.measure("plan the jobs again", { try kept.plan.replacing(replaced, jobs: identities) }) else {
                    session.abandon()
                    return Self.whole("a job that read the change is not planned again")
                }
                rendered = try await PartTimer.measureAsync("render") { try await SiteBuilder.render(jobs, reads: plan.reads, stage: session.write) }
                files = manifest.files
                for job in jobs {
                    for path in state.jobs[job.identity]?.files ?? [] { files[path] = nil }
                }
                files.merge(rendered.hashes) { _, new in new }
                renderedJobs = jobs.count
                next = PartTimer.measure("the engine's state") { state.replacing(jobs: jobs.map(\.identity), with: rendered.state) }
                // Their fingerprints are the old files': the next whole build digests these albums again.
                for album in replaced { next.fingerprints[album.slug] = nil }
                kept.plan = plan
                for job in jobs {
                    if rendered.state.jobs[job.identity] == nil { kept.unrecorded.insert(job.identity) } else { kept.unrecorded.remove(job.identity) }
                }
            }
        } catch let fallback as Fallback {
            return Self.whole(fallback.reason)
        } catch {
            session.abandon()
            if let previous, let restored = previous.restored(manifest: manifest, state: state, publisher: started.publisher) {
                // The viewed pages were published, the rest failed: the last good site is put back as it was.
                _ = try? publish(
                    restored, files: manifest.files, diagnostics: manifest.diagnostics, complete: manifest.complete, state: state,
                    over: baseSnapshot, kept: kept, record: record, memory: memory)
            }
            previous?.remove()
            throw error
        }
        previous?.remove()
        _ = try publish(
            session, files: files, diagnostics: diagnostics, complete: manifest.complete, state: next, over: baseSnapshot, kept: kept, record: record,
            memory: memory)
        memory.keep(kept)
        var report = report(kept, files: files, start: start)
        report.written = rendered.hashes.count - session.unchangedCount
        report.rendered = renderedJobs
        report.renderedPaths = rendered.renderedPaths
        report.quick = true
        return report
    }

    /// The quick rebuild stopped, its session let go, for the whole build to make the site.
    private struct Fallback: Error {
        let reason: String
    }

    /// Live files kept by hard links beside the output while a rebuild publishes in two steps (`quickBuild`).
    struct PreviousFiles {
        let folder: URL
        let paths: [String]
        /// What they were published over: the files and stamps after the first step.
        var after: (files: [String: String], snapshot: OutputRecord.OutputSnapshot)? = nil

        /// A session staging the kept files back over the first step's, to be published with the old manifest.
        func restored(manifest: OutputManifest, state: EngineState, publisher: SitePublisher) -> PublishSession? {
            guard let after, let session = try? publisher.begin(previousFiles: after.files, previousStamps: after.snapshot.stamps) else { return nil }
            for path in paths {
                guard (try? session.write(OutputFile(path: path, contents: .copy(folder.appending(path: path))))) != nil else {
                    session.abandon()
                    return nil
                }
            }
            return session
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// Hard links to the live files at `paths`, in a folder beside the output.
    static func keepPrevious(_ paths: [String], record: OutputRecord) -> PreviousFiles? {
        let folder = record.folder.appending(path: "viewed-previous-\(ProcessInfo.processInfo.processIdentifier)", directoryHint: .isDirectory)
        try? FileManager.default.removeItem(at: folder)
        for path in paths {
            let target = folder.appending(path: path)
            guard (try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil,
                link(record.output.appending(path: path).path, target.path) == 0
            else {
                try? FileManager.default.removeItem(at: folder)
                return nil
            }
        }
        return PreviousFiles(folder: folder, paths: paths)
    }

    /// Commits `session` (the files staged since the site was as `snapshot` found it) with these files and
    /// diagnostics, records the site and the engine's `state` in memory; returns the site as recorded (nil when it
    /// could not be: then the next build looks at every file).
    private func publish(
        _ session: PublishSession, files: [String: String], diagnostics: [String], complete: Bool, state: EngineState,
        over snapshot: OutputRecord.OutputSnapshot, kept: KeptSite, record: OutputRecord, memory: EngineMemory
    ) throws -> OutputRecord.OutputSnapshot? {
        let (manifestData, stamps, swap) = try PartTimer.measure("publish") { try session.commit(
            OutputManifest(complete: complete, files: files, diagnostics: diagnostics), record: record) }
        // Made after inputs changed, from no fingerprint of them: the next `build` checks what every page read instead
        // of finding the site up to date (as serve's whole rebuilds record it).
        var recorded = kept.published
        recorded.fingerprint = ""
        let published = PartTimer.measure("record the site") {
            if case .patched(let changed) = swap {
                // The stamps of the files kept are the snapshot's; those of the files written, as staged.
                var allStamps = snapshot.stamps.merging(stamps) { _, staged in staged }
                for path in changed where files[path] == nil { allStamps[path] = nil }
                return record.recordPatchedState(
                    recorded, manifestData: manifestData, files: files, stamps: allStamps, snapshot: snapshot, changed: changed)
            }
            return record.recordState(recorded, manifestData: manifestData, files: files, stamps: stamps)
        }
        memory.remember(published, of: record)
        memory.kept.withLock { $0 = (state, ContentHash.sha256(manifestData)) }
        return published
    }

    /// The identities of the jobs whose reads, as `state` keeps them, include a field in `changed` of an album (by slug).
    static func jobs(reading changed: [String: Set<String>], in state: EngineState) -> Set<String> {
        // A group of reads of album `slug` begins `album <length>:<slug> ` (`ReadSet.group`): only a group beginning as
        // a changed album's does is looked at further, told by its bytes in place (a save's whole wait, at 130,000 groups).
        let prefixes = changed.keys.map { slug in Array("\(Album.table) \(slug.utf8.count):\(slug) ".utf8) }
        var hit = [Bool](repeating: false, count: state.groups.count)
        var any = false
        for number in state.groups.indices {
            let starts = prefixes.contains { prefix in prefix.withUnsafeBufferPointer { state.groups.starts(at: number, with: $0) } }
            guard starts, let read = state.groups.parts(at: number), let fields = changed[read.key], !fields.isDisjoint(with: read.fields) else { continue }
            hit[number] = true
            any = true
        }
        guard any else { return [] }
        var identities = Set<String>()
        for (identity, job) in state.jobs where job.groups.contains(where: { Int($0) < hit.count && hit[Int($0)] }) { identities.insert(identity) }
        return identities
    }

    /// Nil, saying why (with LINERNOTES_TIMINGS=1): the save takes the whole build.
    private static func whole(_ why: String) -> Report? {
        PartTimer.note("the whole build, as \(why)")
        return nil
    }

    private func report(_ kept: KeptSite, files: [String: String], start: ContinuousClock.Instant) -> Report {
        var report = Report(
            pages: files.keys.reduce(0) { $0 + ($1.hasSuffix(".html") ? 1 : 0) }, files: files.count, albums: kept.albums, artists: kept.artists,
            warnings: kept.warnings, fetchWarnings: kept.fetchWarnings, fetchSummary: kept.fetchSummary, requests: 0,
            seconds: Self.seconds(ContinuousClock.now - start), output: options.resolvedOutput)
        report.outsideFiles = kept.published.extraFiles
        return report
    }
}
