import Foundation
import Model
import Output
import Basics
import Cache
import Content

/// The steps that make the output folder safe to work on: one build at a time, and nothing left half done.
extension BuildStep where Input == BuildPhase.Started, Output == BuildPhase.Locked {
    /// Takes the output's lock, after checking the output can be a folder at all. `check` takes it only when a
    /// build was made there before (so it writes nothing), and goes on without it while a build runs.
    static var lockOutput: Self {
        BuildStep("lock the output") { started in
            let output = started.record.output
            var ancestor = output
            while ancestor.path != "/" {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
                    guard isDirectory.boolValue else {
                        throw SitePublisher.PublishError(
                            message: "cannot write the site to \(output.path): \(ancestor.path) is a file, not a folder; choose another --output")
                    }
                    break
                }
                ancestor = ancestor.deletingLastPathComponent()
            }
            try StateFolder.refuseLinkLeadingOut(started.record.folder, what: "the build's lock, manifest and staging folder")
            if started.options.request.cacheDirectory == nil { try StateFolder.refuseCacheLinkLeadingOut(started.options.resolvedCache) }
            if started.mode == .check {
                guard FileManager.default.fileExists(atPath: started.record.folder.path) else { return BuildPhase.Locked(started: started, lock: nil) }
                return BuildPhase.Locked(started: started, lock: try? BuildLock(started.record))
            }
            return BuildPhase.Locked(started: started, lock: try BuildLock(started.record))
        }
    }
}

extension BuildStep where Input == BuildPhase.Locked, Output == BuildPhase.Locked {
    /// Repairs what a killed run left: a previous site put back, or a finished swap completed (see `SitePublisher`), and
    /// its half-written temporary files removed (content/, and the record's folder; for a build, cache/ too).
    static var recover: Self {
        BuildStep("recover an interrupted publish") { locked in
            // Before anything can find the build up to date. `check` leaves cache/ as it is.
            ContentListing.removeLeftoverTemporaries(site: locked.options.request.siteDirectory)
            if locked.mode == .build { CacheStore(root: locked.options.resolvedCache).sweepTemporaries() }
            guard locked.lock != nil else { return locked }  // another build holds the output: leave its folders alone
            // Held, the lock leaves no other run writing here: every temporary file (manifest, state) is a killed run's.
            AtomicFile.removeLeftovers(in: locked.record.folder, writers: .none)
            let rolledBack = try locked.publisher.recover()
            locked.record.settleManifest(rolledBack: rolledBack)
            return locked
        }
    }
}

extension BuildStep where Input == BuildPhase.Locked, Output == BuildPhase.Fingerprinted {
    /// The inputs' fingerprint and the check of the published site, side by side: equal to what the last build
    /// recorded, and the site untouched since, means there is nothing to do. `check` always checks everything.
    static var fingerprint: Self {
        BuildStep("fingerprint the inputs", finishing: { locked in
            guard locked.mode == .build else { return .next(BuildPhase.Fingerprinted(locked: locked, last: nil, inputs: "", snapshot: nil)) }
            let record = locked.record
            let last = record.lastState()
            let options = locked.options
            if options.memory.changesKnown {
                let snapshot = options.memory.engineMemory?.snapshot(of: record) ?? record.snapshot()
                return .next(BuildPhase.Fingerprinted(locked: locked, last: last, inputs: "", snapshot: snapshot))
            }
            async let inputs = SiteBuilder(options: options).fingerprint(
                keyVariable: last?.keyVariable ?? SiteBuilder.secretVariables(SourcesConfig()), extraFiles: last?.extraFiles ?? [])
            async let snapshot = record.snapshot()
            let fingerprinted = BuildPhase.Fingerprinted(locked: locked, last: last, inputs: await inputs, snapshot: await snapshot)
            guard options.request.refresh == .never, let snapshot = fingerprinted.snapshot,
                let manifest = record.upToDateManifest(fingerprint: fingerprinted.inputs, state: last, snapshot: snapshot), manifest.complete
            else { return .next(fingerprinted) }
            return .upToDate(BuildPhase.UpToDate(locked: locked, last: last, manifest: manifest))
        })
    }
}
