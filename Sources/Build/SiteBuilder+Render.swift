import Basics
import Engine
import Output
import Rendering

extension SiteBuilder {
    /// What rendering the jobs staged: each file's hash by path, and for each job that read nothing but what
    /// `SiteReads` knows, the reads it made and, under its identity and their digest, the files it made (for the
    /// manifest, so the next build can keep them).
    package struct Rendered: Sendable {
        package var hashes: [String: String] = [:]
        /// "identity\ndigest of its reads" → the files the job made.
        package var jobs: [String: [String]] = [:]
        /// The job's identity → its reads (`Read.groups`).
        package var reads: [String: [String]] = [:]
        /// Jobs whose files were taken from the last build, not rendered.
        package var kept = 0
        /// The files of the jobs that were rendered (tests, `LINERNOTES_TIMINGS`).
        package var renderedPaths: [String] = []
    }

    /// What the last build recorded of its jobs: their reads and, by identity and digest, their files.
    package struct Previous: Sendable {
        package var jobs: [String: [String]] = [:]
        /// Every job's reads, as groups (`Read.groups`) numbered in `groups`.
        package var groups: [String] = []
        package var reads: [String: [Int]] = [:]

        package init(jobs: [String: [String]] = [:], groups: [String] = [], reads: [String: [Int]] = [:]) {
            self.jobs = jobs
            self.groups = groups
            self.reads = reads
        }

        /// The reads the last build recorded for the job `identity`, as groups.
        func groups(of identity: String) -> [String]? {
            guard let numbers = reads[identity] else { return nil }
            var found: [String] = []
            found.reserveCapacity(numbers.count)
            for number in numbers {
                guard groups.indices.contains(number) else { return nil }
                found.append(groups[number])
            }
            return found
        }
    }

    /// A job's key in the manifest: its identity and the digest of what its reads gave.
    static func key(_ identity: String, _ digest: Digest) -> String {
        identity + "\n" + digest.description
    }

    /// Runs the jobs on every core, each worker taking the next job not yet taken and staging its files as it goes;
    /// returns what `stage` returned for each file (its hash), by path. Each job runs recording what it reads
    /// (`ReadLog`). A job whose reads, recorded by the last build, give what they gave then (`SiteReads`) made the
    /// files it would make now: `reuse` takes them from the live site (nil when it cannot), and the job is not rendered.
    package static func render(
        _ jobs: [RenderJob], reads siteReads: SiteReads? = nil, previous: Previous = Previous(),
        reuse: @escaping @Sendable ([String]) -> [(path: String, hash: String)]? = { _ in nil },
        stage: @escaping @Sendable (OutputFile) throws -> String
    ) async throws -> Rendered {
        struct Result: Sendable {
            var files: [(path: String, hash: String)]
            var key: String?
            var reads: [String]?
            var kept: Bool
        }
        let staged = try await WorkQueue.map(jobs.count) { position -> Result in
            let job = jobs[position]
            if let siteReads, let groups = previous.groups(of: job.identity),
                let digest = siteReads.digest(groups: groups), let paths = previous.jobs[key(job.identity, digest)], let files = reuse(paths)
            {
                return Result(files: files, key: key(job.identity, digest), reads: groups, kept: true)
            }
            var files: [(path: String, hash: String)] = []
            func add(_ file: OutputFile) throws {
                // A copy of the owner's file (audio, a cover) reads that file: by its stamp, as it may change under the same name.
                if case .copy(let source) = file.contents { ReadLog.record(FileStamp.read(source.path)) }
                files.append((file.path, try stage(file)))
            }
            // A streaming job (the search index's shards) hands each file over as it is made, to be staged and forgotten.
            let (_, reads) = try ReadLog.recording {
                if let stream = job.stream { try stream(add) } else { try job.make().forEach(add) }
            }
            let groups = reads.groups
            guard let siteReads, let digest = siteReads.digest(groups: groups) else { return Result(files: files, kept: false) }
            return Result(files: files, key: key(job.identity, digest), reads: groups, kept: false)
        }
        var rendered = Rendered()
        rendered.hashes.reserveCapacity(staged.reduce(0) { $0 + $1.files.count })
        for (job, result) in zip(jobs, staged) {
            for (path, hash) in result.files where rendered.hashes[path] == nil { rendered.hashes[path] = hash }
            if let key = result.key, let reads = result.reads {
                rendered.jobs[key] = result.files.map(\.path)
                rendered.reads[job.identity] = reads
            }
            if result.kept { rendered.kept += 1 } else { rendered.renderedPaths += result.files.map(\.path) }
        }
        return rendered
    }
}
