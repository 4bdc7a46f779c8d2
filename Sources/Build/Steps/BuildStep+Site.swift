import Foundation
import Basics
import Content
import Output
import Rendering
import Engine
import Covers
import Model

/// The steps that make the site: plan its pages, render and stage them, and swap the new site in.
extension BuildStep where Input == BuildPhase.CoversSized, Output == BuildPhase.Planned {
    /// Every page and file of the site as render jobs; resolves playlists, so a playlist naming a track an album does
    /// not have stops `check` as it stops `build`. `check` also renders every page, in memory only, so a template that
    /// fails while rendering (recursion too deep) fails `check` too.
    static var plan: Self {
        BuildStep("plan the pages") { sized in
            var sized = sized
            let notesBeforePlan = sized.notes
            let (plan, notes) = try SiteBuilder.planSite(
                sized.archive, theme: sized.theme, covers: sized.covers, options: sized.options, gathering: sized.planReads,
                keepsSearchIndex: sized.mode == .build)
            sized.enriched.notes += notes
            if sized.mode == .check {
                let claims = OutputPathClaims()  // as staging claims them, so two files wanting one path stop check too
                _ = try await SiteBuilder.render(plan.jobs) { file in
                    try claims.claim(file.path)
                    return ""
                }
            }
            return BuildPhase.Planned(sized: sized, notesBeforePlan: notesBeforePlan, plan: plan)
        }
    }
}

extension BuildStep where Input == BuildPhase.Planned, Output == BuildPhase.Staged {
    /// Renders every job on all cores, each worker taking the next job not yet taken and staging its files as it goes.
    static var renderAndStage: Self {
        BuildStep("render and stage", writes: true) { planned in
            let publisher = planned.publisher
            let snapshot = planned.snapshot ?? planned.record.snapshot()
            // Live files are linked without reading them back when the site is exactly as the last build left it.
            let untouched = snapshot.manifest != nil && planned.last.map { snapshot.matches($0) } == true
            let session = try publisher.begin(previousFiles: snapshot.manifest?.files ?? [:], previousStamps: untouched ? snapshot.stamps : nil)
            // Jobs whose reads, as the last build recorded them, give what they gave then: their files are kept.
            let identity = planned.engineIdentity
            let remembered = planned.options.memory.engineMemory?.kept.withLock { $0 }
            let (previous, note) = remembered.flatMap { remembered in
                remembered.manifestHash == snapshot.manifestHash && remembered.state.identity == identity ? (remembered.state, nil) : nil
            } ?? planned.record.engineState(identity: identity, manifestHash: snapshot.manifestHash)
            let fetches = await planned.fetcher.stats.summary
            let fingerprints = PartTimer.measure("album fingerprints") {
                SiteBuilder.albumFingerprints(
                    planned.archive, options: planned.options, site: planned.reads.site, loadStarted: planned.loadStarted, fetches: fetches)
            }
            PartTimer.measure("check the last build's reads") { planned.reads.use(previous: previous, fingerprints: fingerprints) }
            // With no last state every job renders, and reads its albums' fields: they are digested first, on every core.
            if previous == nil { PartTimer.measure("the albums digested") { planned.reads.digestEveryAlbum() } }
            var rendered: SiteBuilder.Rendered
            do {
                rendered = try await PartTimer.measureAsync("render the jobs") {
                    try await SiteBuilder.render(
                        planned.jobs, reads: planned.reads, previous: previous, reuse: { session.reuse(jobs: $0) }, keep: { session.keep(files: $0) }, stage: session.write)
                }
            } catch {
                session.abandon()
                throw error
            }
            rendered.state.identity = identity
            rendered.state.fingerprints = fingerprints
            return BuildPhase.Staged(
                planned: planned, session: session, hashes: rendered.hashes, engine: rendered.state, engineNote: note,
                renderedPaths: rendered.renderedPaths, rendered: planned.jobs.count - rendered.kept,
                written: rendered.hashes.count - session.unchangedCount)
        }
    }
}

extension BuildStep where Input == BuildPhase.Staged, Output == BuildPhase.Published {
    /// Swaps the staged site in with its manifest, then records the inputs' fingerprint for the next build.
    static var commit: Self {
        BuildStep("publish", writes: true) { staged in
            let archive = staged.archive
            let fetcher = staged.fetcher
            // Offline answers are the same next time; a failed source might answer then.
            let offline = fetcher.settings.offline
            let unsaved = await fetcher.stats.unsaved
            let bySource = await fetcher.stats.bySource
            let provisional = await fetcher.stats.provisional
            let complete = unsaved == 0 && (offline || provisional == 0)
                && bySource.values.allSatisfy { $0.failures == 0 && $0.skippedDown == 0 && $0.skippedBudget == 0 && (offline || $0.skippedOffline == 0) }
            let printed = (archive.warnings + staged.notes).map(\.description) + staged.fetchWarnings
            let (manifest, stamps, swap) = try staged.session.commit(
                OutputManifest(complete: complete, files: staged.hashes, diagnostics: printed), record: staged.record)
            let keyVariable = SiteBuilder.secretVariables(archive.config.sources)
            let extraFiles = ReadCollector.record(staged.shapeReads) { PublishedState.extraFiles(archive) }
            // The fingerprint taken before loading, so a file edited while this build ran is noticed next time; taken
            // again only when the set of outside files or the key variable is new.
            let sameInputs = staged.last.map { Set($0.extraFiles) == Set(extraFiles) && $0.keyVariable == keyVariable } ?? false
            let fingerprint = sameInputs
                ? staged.inputs : SiteBuilder(options: staged.options).fingerprint(keyVariable: keyVariable, extraFiles: extraFiles)
            let state = PublishedState(fingerprint: fingerprint, manifest: "", output: "", extraFiles: extraFiles, keyVariable: keyVariable)
            let published = if case .patched(let changed) = swap, let snapshot = staged.snapshot {
                staged.record.recordPatchedState(
                    state, manifestData: manifest, files: staged.hashes, stamps: stamps, snapshot: snapshot, changed: changed)
            } else {
                staged.record.recordState(state, manifestData: manifest, files: staged.hashes, stamps: stamps)
            }
            staged.options.memory.engineMemory?.remember(published, of: staged.record)
            if let memory = staged.options.memory.engineMemory {
                // `serve`: kept here for its next build, not written (a later `build` has other options anyway).
                memory.kept.withLock { $0 = (staged.engine, ContentHash.sha256(manifest)) }
                if let reads = staged.shapeReads, let planReads = staged.planReads {
                    let builder = SiteBuilder(options: staged.options)
                    memory.keep(KeptSite(
                        plan: staged.planned.plan, shape: reads.reads, planShape: planReads.reads, theme: staged.theme, covers: staged.covers,
                        notesBeforePlan: staged.notesBeforePlan, fetcher: fetcher,
                        enrichmentContext: builder.enrichmentContext(fetcher),
                        unrecorded: Set(staged.planned.jobs.lazy.map(\.identity).filter { staged.engine.jobs[$0] == nil }), published: state,
                        albums: archive.albums.count, artists: archive.artists.count, warnings: archive.warnings + staged.notes,
                        fetchWarnings: staged.fetchWarnings, fetchSummary: await fetcher.stats.summary))
                }
            } else {
                staged.record.recordEngineState(staged.engine, manifestData: manifest)
            }
            var notes: [Diagnostic] = []
            if let note = staged.engineNote { notes.append(Diagnostic(.note, file: staged.record.folder.path, note)) }
            if case .renamed(let reason) = swap {
                notes.append(Diagnostic(.note, file: staged.publisher.output.path,
                    "this filesystem cannot exchange two folders in one step (\(reason)), so the new site was swapped in by two renames: "
                        + "for a moment between them the folder was missing (a kill there is repaired by the next build)"))
            }
            return BuildPhase.Published(staged: staged, swapNotes: notes)
        }
    }
}

extension SiteBuilder {
    /// What the plan step makes of an archive: the site's render jobs, and the build's notes about them (no
    /// `base_url`, audio left unpublished, playlist tracks not fetched yet). What it reads of the albums is gathered
    /// in `reads` (`serve`). A playlist naming a track an album does not have throws.
    static func planSite(
        _ archive: Archive, theme: Theme, covers: [String: SizedCover], options: BuildOptions, gathering reads: ReadCollector?,
        keepsSearchIndex: Bool = false
    ) throws -> (RenderPlan, notes: [Diagnostic]) {
        let (renderer, notes) = try planner(
            archive, theme: theme, covers: covers, options: options, gathering: reads, keepsSearchIndex: keepsSearchIndex)
        let plan = try PartTimer.measure("make the jobs") { try renderer.plan(gathering: reads) }
        return (plan, notes)
    }

    /// What planning starts from: the renderer, with the playlists resolved, and the build's notes.
    static func planner(
        _ archive: Archive, theme: Theme, covers: [String: SizedCover], options: BuildOptions, gathering reads: ReadCollector?,
        keepsSearchIndex: Bool = false
    ) throws -> (SiteRenderer, notes: [Diagnostic]) {
        var notes: [Diagnostic] = []
        if archive.config.baseURL == nil {
            notes.append(Diagnostic(.note, file: "content/site.yml", "no 'base_url', so no Atom feed and no sitemap.xml (both need absolute URLs)"))
        }
        if let note = ReadCollector.record(reads, { UnpublishedAudio.note(archive) }) { notes.append(note) }
        // Tracks of albums not fetched yet are left out with a warning; a track an album lacks stops the build.
        let playlists = try ReadCollector.record(reads) { try PlaylistResolver.resolve(archive) }
        notes += playlists.warnings
        let renderer = SiteRenderer(
            archive: archive, theme: theme, covers: covers, playlists: playlists, ownerHints: options.request.ownerHints,
            keptDigests: options.memory.albumDigests, keptSearchEntries: options.memory.searchEntries,
            // `build` keeps what the search index made in a file (`serve` in memory; `check` writes nothing).
            searchState: keepsSearchIndex && options.memory.searchEntries == nil ? OutputRecord(output: options.resolvedOutput).folder.appending(path: "search") : nil)
        return (renderer, notes)
    }
}
