import Basics
import Engine
import Rendering

extension SiteBuilder {
    /// What one job gave: its files with their hashes, its reads as numbers of groups in the new state (nil when one
    /// read is of nothing known), and whether its files were kept from the last build.
    private struct JobResult: Sendable {
        var files: [(path: String, hash: String)]
        var groups: [UInt32]?
        var kept: Bool
    }

    /// What rendering the jobs staged: each file's hash by path, and what the engine keeps for the next build (each
    /// job's reads, with what they gave, and its files).
    package struct Rendered: Sendable {
        package var hashes: [String: String] = [:]
        package var state = EngineState(identity: "")
        /// Jobs whose files were taken from the last build, not rendered.
        package var kept = 0
        /// The files of the jobs that were rendered (tests).
        package var renderedPaths: [String] = []
    }

    /// Runs the jobs on every core, each worker taking the next job not yet taken and staging its files as it goes;
    /// returns what `stage` returned for each file (its hash), by path. Each job runs recording what it reads
    /// (`ReadLog`). A job whose reads, as the last build recorded them (`previous`), give what they gave then
    /// (`SiteReads`) would make the files it made: `reuse` takes them from the live site (nil when it cannot), and
    /// the job is not rendered.
    package static func render(
        _ jobs: [RenderJob], reads siteReads: SiteReads? = nil, previous: EngineState? = nil,
        reuse: @escaping @Sendable ([[String]]) -> [[(path: String, hash: String)]?] = { $0.map { _ in nil } },
        keep: @escaping @Sendable ([(path: String, hash: String)]) -> Bool = { _ in false },
        stage: @escaping @Sendable (OutputFile) throws -> String
    ) async throws -> Rendered {
        let numbering = GroupNumbering(previous: previous, previousNumbers: { siteReads?.previousNumbers() })
        // The jobs whose reads give what they gave, their files taken from the last build all at once, before any
        // job is rendered (thousands, where an edit renders a handful).
        var taken = [JobResult?](repeating: nil, count: jobs.count)
        if let siteReads, let previous {
            let unchanged = siteReads.unchangedGroups()
            var positions: [Int] = [], lasts: [EngineState.Job] = []
            for (position, job) in jobs.enumerated() {
                guard let last = previous.jobs[job.identity], last.groups.allSatisfy({ unchanged.indices.contains(Int($0)) && unchanged[Int($0)] }) else { continue }
                positions.append(position)
                lasts.append(last)
            }
            for (position, (last, files)) in zip(positions, zip(lasts, reuse(lasts.map(\.files)))) {
                if let files { taken[position] = JobResult(files: files, groups: last.groups, kept: true) }
            }
        }
        let toRender = taken.indices.filter { taken[$0] == nil }
        var made = try await WorkQueue.map(toRender.count) { item -> JobResult in
            let job = jobs[toRender[item]]
            // A streaming job may hand files over from several threads at once (the search index's shards).
            let output = Locked((files: [(path: String, hash: String)](), copiedWhileChanging: false))
            @Sendable func add(_ file: OutputFile) throws -> String {
                // A copy of the owner's file (audio, a cover) reads that file: by its stamp, as it may change under the
                // same name. A file whose stamp moved while it was copied may hold other bytes than the copy: the job is
                // not recorded, so the next build copies it again.
                if case .copy(let source) = file.contents {
                    ReadLog.record(FileStamp.read(source.path))
                    let before = FileStamp(path: source.path)
                    let hash = try stage(file)
                    let moved = before == nil || FileStamp(path: source.path) != before
                    output.withLock {
                        $0.files.append((file.path, hash))
                        if moved { $0.copiedWhileChanging = true }
                    }
                    return hash
                }
                let hash = try stage(file)
                output.withLock { $0.files.append((file.path, hash)) }
                return hash
            }
            // Files of the last build a streaming job found it would make again as they are, kept instead.
            let jobOutput = JobOutput(emit: add) { files in
                guard keep(files) else { return false }
                output.withLock { $0.files += files }
                return true
            }
            // A streaming job (the search index's shards) hands each file over as it is made, to be staged and forgotten.
            let (_, reads) = try PartTimer.measure("job \(job.identity.prefix(60))", over: 0.02) {
                try ReadLog.recording {
                    if let stream = job.stream { try stream(jobOutput) } else { for file in try job.make() { _ = try add(file) } }
                }
            }
            let (files, copiedWhileChanging) = output.withLock { $0 }
            guard let siteReads, !copiedWhileChanging else { return JobResult(files: files, groups: nil, kept: false) }
            var numbers: [UInt32] = []
            for (table, key, fields) in reads.values {
                let identity = ReadSet.identity(table, key, fields)
                if let number = numbering.known(identity) {
                    numbers.append(number)
                    continue
                }
                guard let digest = siteReads.digest(identity: identity, table: table, key: key, fields: fields) else {
                    return JobResult(files: files, groups: nil, kept: false)
                }
                numbers.append(numbering.number(table: table, key: key, fields: fields, identity: identity, digest: digest))
            }
            return JobResult(files: files, groups: numbers, kept: false)
        }
        for (position, result) in zip(toRender, made) { taken[position] = result }
        made = []
        let (groups, digests) = numbering.take()
        return PartTimer.measure("the new state") { collect(jobs, &taken, groups: groups, digests: digests) }
    }

    /// What the jobs made, and the engine's new state: each job's groups, of `groups` (numbered as the jobs named
    /// them) only those some job reads now, renumbered in the order they are first named. Each job's result is let go
    /// once its part of the state is made: the two are never held whole at once (millions of numbers at 50,000 albums).
    private static func collect(
        _ jobs: [RenderJob], _ results: inout [JobResult?], groups: consuming GroupTexts, digests: consuming [Digest]
    ) -> Rendered {
        var rendered = Rendered()
        rendered.hashes.reserveCapacity(results.reduce(0) { $0 + ($1?.files.count ?? 0) })
        var renumbered = [UInt32](repeating: .max, count: groups.count)
        // How many groups some job names: the new state's tables are made at their size at once.
        var named = 0
        for result in results {
            guard let numbers = result?.groups else { continue }
            for old in numbers where renumbered[Int(old)] == .max {
                renumbered[Int(old)] = 0
                named += 1
            }
        }
        // Every group numbered is one some job names (always so when there was no last state): the table is the new
        // state's as it is, numbers and all, not copied group by group (at 50,000 albums both copies made 70 MB of the
        // build's peak). Else the groups some job names are copied in the order the jobs name them.
        let keepsNumbers = named == groups.count
        if keepsNumbers {
            rendered.state.groups = groups
            rendered.state.digests = digests
        } else {
            renumbered = [UInt32](repeating: .max, count: groups.count)
            rendered.state.groups.reserveCapacity(groups: named)
            rendered.state.digests.reserveCapacity(named)
        }
        for (position, job) in jobs.enumerated() {
            guard let result = results[position] else { continue }
            results[position] = nil
            for (path, hash) in result.files where rendered.hashes[path] == nil { rendered.hashes[path] = hash }
            if let numbers = result.groups {
                let renumberedGroups = keepsNumbers ? numbers : numbers.map { old -> UInt32 in
                    let old = Int(old)
                    if renumbered[old] == .max {
                        renumbered[old] = UInt32(rendered.state.groups.count)
                        rendered.state.groups.append(groups, at: old)
                        rendered.state.digests.append(digests[old])
                    }
                    return renumbered[old]
                }
                rendered.state.jobs[job.identity] = EngineState.Job(groups: renumberedGroups, files: result.files.map(\.path))
            }
            if result.kept { rendered.kept += 1 } else { rendered.renderedPaths += result.files.map(\.path) }
        }
        return rendered
    }
}
