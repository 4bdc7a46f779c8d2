import Foundation
import Basics
import Output
import Rendering

/// The steps that make the site: plan its pages, render and stage them, and swap the new site in.
extension BuildStep {
    /// Every page and file of the site as render jobs; resolves playlists, so a playlist naming a track an album does
    /// not have stops `check` as it stops `build`. `check` also renders every page, in memory only, so a template that
    /// fails while rendering (recursion too deep) fails `check` too.
    static let plan = BuildStep("plan the pages") { context in
        let archive = try context.require(context.archive, "the archive")
        if archive.config.baseURL == nil {
            context.notes.append(Diagnostic(.note, file: "content/site.yml", "no 'base_url', so no Atom feed and no sitemap.xml (both need absolute URLs)"))
        }
        context.jobs = try SiteRenderer(archive: archive, theme: try context.require(context.theme, "the theme"), covers: context.covers).jobs()
        if context.mode == .check { _ = try await Self.run(context.jobs) { _ in "" } }
        return .next
    }

    /// Renders every job on all cores, each worker taking the next job not yet taken and staging its files as it goes.
    static let renderAndStage = BuildStep("render and stage", writes: true) { context in
        let publisher = context.publisher
        try context.record.checkOutputIsOurs(ignoring: publisher.inPlace ? SitePublisher.isSwapEntry : { _ in false })
        let snapshot = context.snapshot ?? context.record.snapshot()
        // Live files are linked without reading them back when the site is exactly as the last build left it.
        let untouched = snapshot.manifest != nil && context.last.map { snapshot.matches($0) } == true
        let session = try publisher.begin(previousFiles: snapshot.manifest?.files ?? [:], previousStamps: untouched ? snapshot.stamps : nil)
        context.session = session
        do {
            context.hashes = try await Self.run(context.jobs, stage: session.write)
        } catch {
            session.abandon()
            throw error
        }
        context.written = context.hashes.count - session.unchangedCount
        return .next
    }

    /// Swaps the staged site in with its manifest, then records the inputs' fingerprint for the next build.
    package static let commit = BuildStep("publish", writes: true) { context in
        let session = try context.require(context.session, "the staged site")
        let archive = try context.require(context.archive, "the archive")
        let options = context.options
        // Offline answers are the same next time; a failed source might answer then.
        var complete = true
        if let fetcher = context.fetcher {
            let offline = fetcher.settings.offline
            let unsaved = await fetcher.stats.unsaved
            let bySource = await fetcher.stats.bySource
            complete = unsaved == 0 && bySource.values.allSatisfy { $0.failures == 0 && $0.skippedDown == 0 && $0.skippedBudget == 0 && (offline || $0.skippedOffline == 0) }
        }
        let printed = (archive.warnings + context.notes).map(\.description) + context.fetchWarnings
        let (manifest, stamps) = try session.commit(BuildManifest(complete: complete, files: context.hashes, diagnostics: printed), record: context.record)
        let keyVariable = archive.config.sources.lastfmKeyEnvironmentVariable
        let extraFiles = BuildState.extraFiles(archive)
        // The fingerprint taken before loading, so a file edited while this build ran is noticed next time; taken
        // again only when the set of outside files or the key variable is new.
        let sameInputs = context.last.map { Set($0.extraFiles) == Set(extraFiles) && $0.keyVariable == keyVariable } ?? false
        let fingerprint = sameInputs ? context.inputs : SiteBuilder(options: options).fingerprint(keyVariable: keyVariable, extraFiles: extraFiles)
        context.record.recordState(
            BuildState(fingerprint: fingerprint, manifest: "", output: "", extraFiles: extraFiles, keyVariable: keyVariable),
            manifestData: manifest, files: context.hashes, stamps: stamps)
        return .next
    }

    /// Runs the jobs on every core, each worker taking the next job not yet taken and staging its files as it goes;
    /// returns what `stage` returned for each file (its hash), by path.
    package static func run(_ jobs: [RenderJob], stage: @escaping @Sendable (OutputFile) throws -> String) async throws -> [String: String] {
        let staged = try await WorkQueue.map(jobs.count) { position in
            try jobs[position].make().map { file in (file.path, try stage(file)) }
        }
        var hashes: [String: String] = [:]
        hashes.reserveCapacity(staged.reduce(0) { $0 + $1.count })
        for (path, hash) in staged.joined() where hashes[path] == nil { hashes[path] = hash }
        return hashes
    }
}
