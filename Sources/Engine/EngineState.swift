/// What the engine keeps between builds, in one binary file beside the output (`.public.linernotes/engine`): every
/// job's reads, as groups (`Read.groups`) each with the digest of what it gave, the files each job made, and a
/// fingerprint per input (an album: the stamps of its files) so that an input whose fingerprint has not moved is
/// known unchanged without reading or digesting it.
///
/// It is trusted only whole: a file that is not exactly in this form, or was written by another binary or with
/// other options (`identity`), is discarded, and the build renders everything.
public struct EngineState: Sendable, Equatable {
    public struct Job: Sendable, Equatable {
        /// Numbers in `groups` (32 bits each: a large site's jobs name millions of them, and no state holds 4 billion groups).
        public var groups: [UInt32]
        public var files: [String]

        public init(groups: [UInt32], files: [String]) {
            self.groups = groups
            self.files = files
        }
    }

    /// The binary and the options that made it: state from any other is not used.
    public var identity: String
    public var groups = GroupTexts()
    /// The digest of what each group's reads gave when it was recorded.
    public var digests: [Digest] = []
    /// Each input's fingerprint by key (an album's slug).
    public var fingerprints: [String: String] = [:]
    public var jobs: [String: Job] = [:]

    public init(identity: String) {
        self.identity = identity
    }

    /// This state with the jobs of `other` (a few jobs rendered again) in place of the same jobs here: their groups
    /// added after this state's, numbered on. A job named in `rendered` but absent from `other` recorded no reads it
    /// can be checked by, and is dropped (rendered again next time). Groups no job names any more stay until the next
    /// whole build, which keeps only those named.
    public func replacing(jobs rendered: some Sequence<String>, with other: EngineState) -> EngineState {
        var state = self
        let offset = groups.count
        state.groups += other.groups
        state.digests += other.digests
        for identity in rendered {
            if var job = other.jobs[identity] {
                job.groups = job.groups.map { $0 + UInt32(offset) }
                state.jobs[identity] = job
            } else {
                state.jobs[identity] = nil
            }
        }
        return state
    }

    private static let magic = Array("linernotes engine state 3\n".utf8)

    /// Whether `start` (a file's first bytes) begins as a state file of another version than this one writes.
    public static func isOtherVersion(_ start: [UInt8]) -> Bool {
        let stem = Array("linernotes engine state ".utf8)
        return start.starts(with: stem) && !start.starts(with: magic)
    }

    /// The state file's bytes (tests; a build streams them: `write(to:)`).
    public func encoded() -> [UInt8] {
        StateFile.bytes { write(to: $0) }
    }

    /// Hands the state file's bytes to `sink` in order, a megabyte at a time (tens of megabytes at 50,000 albums,
    /// never held whole); whether `sink` took them all.
    public func write(to sink: @escaping (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var out = StateFile.Writer(magic: Self.magic, sink: sink)
        out.text(identity)
        // The lists of fields once, then each group's start and the number of its list (`GroupTexts` keeps them so).
        out.number(groups.fieldListCount)
        for number in 0..<groups.fieldListCount { groups.withFieldList(number) { out.text(bytes: $0) } }
        out.number(groups.count)
        for (number, digest) in zip(groups.indices, digests) {
            groups.withHead(at: number) { head, list in
                out.text(bytes: head)
                out.number(list)
            }
            out.digest(digest)
        }
        out.number(fingerprints.count)
        for key in fingerprints.keys.sorted() {
            out.text(key)
            out.text(fingerprints[key] ?? "")
        }
        out.number(jobs.count)
        for identity in jobs.keys.sorted() {
            guard let job = jobs[identity] else { continue }
            out.text(identity)
            out.number(job.groups.count)
            for group in job.groups { out.number(Int(group)) }
            out.number(job.files.count)
            for file in job.files { out.text(file) }
        }
        return out.finish()
    }

    /// The state `encoded()` wrote; nil when the bytes are not that (damaged, cut short, another version).
    public static func decode(_ bytes: [UInt8]) -> EngineState? {
        guard var file = StateFile.Reader(bytes, magic: magic), let identity = file.text(), let listCount = file.count() else { return nil }
        var state = EngineState(identity: identity)
        for _ in 0..<listCount {
            guard file.text(bytes: { state.groups.appendFieldList(bytes: $0) }) != nil else { return nil }
        }
        guard let groupCount = file.count() else { return nil }
        state.groups.reserveCapacity(groups: groupCount)
        state.digests.reserveCapacity(groupCount)
        for _ in 0..<groupCount {
            guard let head = file.textRange(), let list = file.number(),
                bytes.withUnsafeBufferPointer({ state.groups.append(head: UnsafeBufferPointer(rebasing: $0[head]), list: list) }),
                let digest = file.digest()
            else { return nil }
            state.digests.append(digest)
        }
        guard let fingerprintCount = file.count() else { return nil }
        for _ in 0..<fingerprintCount {
            guard let key = file.text(), let fingerprint = file.text() else { return nil }
            state.fingerprints[key] = fingerprint
        }
        guard let jobCount = file.count() else { return nil }
        state.jobs.reserveCapacity(jobCount)
        for _ in 0..<jobCount {
            guard let identity = file.text(), let numbers = file.count() else { return nil }
            var groups: [UInt32] = []
            groups.reserveCapacity(numbers)
            for _ in 0..<numbers {
                guard let group = file.number(), group < groupCount, let number = UInt32(exactly: group) else { return nil }
                groups.append(number)
            }
            guard let fileCount = file.count() else { return nil }
            var files: [String] = []
            for _ in 0..<fileCount {
                guard let path = file.text() else { return nil }
                files.append(path)
            }
            state.jobs[identity] = Job(groups: groups, files: files)
        }
        guard file.isAtEnd else { return nil }
        return state
    }
}
