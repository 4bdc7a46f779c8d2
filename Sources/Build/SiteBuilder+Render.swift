import Basics
import Output
import Rendering

extension SiteBuilder {
    /// What rendering the jobs staged: each file's hash by path, and each job's key with the files it made (for
    /// the manifest, so the next build can keep them).
    package struct Rendered: Sendable {
        package var hashes: [String: String] = [:]
        package var jobs: [String: [String]] = [:]
        /// Jobs whose files were taken from the last build, not rendered.
        package var kept = 0
    }

    /// Runs the jobs on every core, each worker taking the next job not yet taken and staging its files as it goes;
    /// returns what `stage` returned for each file (its hash), by path. A job `keep` can take from the last build
    /// (its key recorded, its files unchanged in the live site) is not rendered.
    package static func render(
        _ jobs: [RenderJob], keep: @escaping @Sendable (RenderJob) -> [(path: String, hash: String)]? = { _ in nil },
        stage: @escaping @Sendable (OutputFile) throws -> String
    ) async throws -> Rendered {
        let staged = try await WorkQueue.map(jobs.count) { position -> (files: [(path: String, hash: String)], recorded: Bool, kept: Bool) in
            let job = jobs[position]
            if let files = keep(job) { return (files, true, true) }
            // A copy of the owner's file (audio, a cover) may change under the same name: such jobs run every build.
            var copies = false
            var files: [(path: String, hash: String)] = []
            func add(_ file: OutputFile) throws {
                if case .copy = file.contents { copies = true }
                files.append((file.path, try stage(file)))
            }
            // A streaming job (the search index's shards) hands each file over as it is made, to be staged and forgotten.
            if let stream = job.stream { try stream(add) } else { try job.make().forEach(add) }
            return (files, !copies, false)
        }
        var rendered = Rendered()
        rendered.hashes.reserveCapacity(staged.reduce(0) { $0 + $1.files.count })
        for (job, result) in zip(jobs, staged) {
            for (path, hash) in result.files where rendered.hashes[path] == nil { rendered.hashes[path] = hash }
            if result.recorded, let key = job.key { rendered.jobs[key] = result.files.map(\.path) }
            if result.kept { rendered.kept += 1 }
        }
        return rendered
    }
}
