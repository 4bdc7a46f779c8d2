import Foundation
import Model
import Output

/// The steps that make the output folder safe to work on: one build at a time, and nothing left half done.
extension BuildStep {
    /// Takes the output's lock, after checking the output can be a folder at all. `check` takes it only when a
    /// build was made there before (so it writes nothing), and goes on without it while a build runs.
    static let lockOutput = BuildStep("lock the output") { context in
        let output = context.record.output
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
        if context.mode == .check {
            guard FileManager.default.fileExists(atPath: context.record.folder.path) else { return .next }
            context.lock = try? BuildLock(context.record)
        } else {
            context.lock = try BuildLock(context.record)
        }
        return .next
    }

    /// Repairs what a killed build left: a previous site put back, or a finished swap completed (see `SitePublisher`).
    package static let recover = BuildStep("recover an interrupted publish") { context in
        guard context.lock != nil else { return .next }  // another build holds the output: leave its folders alone
        let rolledBack = try context.publisher.recover()
        context.record.settleManifest(rolledBack: rolledBack)
        return .next
    }

    /// The inputs' fingerprint and the check of the published site, side by side: equal to what the last build
    /// recorded, and the site untouched since, means there is nothing to do. `check` always checks everything.
    package static let fingerprint = BuildStep("fingerprint the inputs") { context in
        guard context.mode == .build else { return .next }
        let record = context.record
        let last = record.lastState()
        let options = context.options
        async let inputs = SiteBuilder(options: options).fingerprint(
            keyVariable: last?.keyVariable ?? SourcesConfig().lastfmKeyEnvironmentVariable, extraFiles: last?.extraFiles ?? [])
        async let snapshot = record.snapshot()
        context.last = last
        context.inputs = await inputs
        context.snapshot = await snapshot
        guard options.refresh == .never, let snapshot = context.snapshot,
            let manifest = record.upToDateManifest(fingerprint: context.inputs, state: last, snapshot: snapshot), manifest.complete
        else { return .next }
        context.upToDate = manifest
        return .finished
    }
}
