import Basics
import Output
import Rendering

extension SiteBuilder {
    /// Runs the jobs on every core, each worker taking the next job not yet taken and staging its files as it goes;
    /// returns what `stage` returned for each file (its hash), by path.
    package static func render(_ jobs: [RenderJob], stage: @escaping @Sendable (OutputFile) throws -> String) async throws -> [String: String] {
        let staged = try await WorkQueue.map(jobs.count) { position in
            let job = jobs[position]
            guard let stream = job.stream else { return try job.make().map { file in (file.path, try stage(file)) } }
            var staged: [(String, String)] = []
            try stream { file in staged.append((file.path, try stage(file))) }
            return staged
        }
        var hashes: [String: String] = [:]
        hashes.reserveCapacity(staged.reduce(0) { $0 + $1.count })
        for (path, hash) in staged.joined() where hashes[path] == nil { hashes[path] = hash }
        return hashes
    }
}
