import Basics
import Output
import Rendering

extension SiteBuilder {
    /// Runs the jobs on every core, each worker taking the next job not yet taken and staging its files as it goes;
    /// returns what `stage` returned for each file (its hash), by path.
    package static func render(_ jobs: [RenderJob], stage: @escaping @Sendable (OutputFile) throws -> String) async throws -> [String: String] {
        let staged = try await WorkQueue.map(jobs.count) { position in
            try jobs[position].make().map { file in (file.path, try stage(file)) }
        }
        var hashes: [String: String] = [:]
        hashes.reserveCapacity(staged.reduce(0) { $0 + $1.count })
        for (path, hash) in staged.joined() where hashes[path] == nil { hashes[path] = hash }
        return hashes
    }
}
