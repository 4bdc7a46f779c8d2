/// What the engine keeps between builds, in one binary file beside the output (`.public.linernotes/engine`): every
/// job's reads, as groups (`Read.groups`) each with the digest of what it gave, the files each job made, and a
/// fingerprint per input (an album: the stamps of its files) so that an input whose fingerprint has not moved is
/// known unchanged without reading or digesting it.
///
/// It is trusted only whole: a file that is not exactly in this form, or was written by another binary or with
/// other options (`identity`), is discarded, and the build renders everything.
public struct EngineState: Sendable, Equatable {
    public struct Job: Sendable, Equatable {
        /// Numbers in `groups`.
        public var groups: [Int]
        public var files: [String]

        public init(groups: [Int], files: [String]) {
            self.groups = groups
            self.files = files
        }
    }

    /// The binary and the options that made it: state from any other is not used.
    public var identity: String
    public var groups: [String] = []
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
                job.groups = job.groups.map { $0 + offset }
                state.jobs[identity] = job
            } else {
                state.jobs[identity] = nil
            }
        }
        return state
    }

    private static let magic = Array("linernotes engine state 2\n".utf8)

    /// Whether `start` (a file's first bytes) begins as a state file of another version than this one writes.
    public static func isOtherVersion(_ start: [UInt8]) -> Bool {
        let stem = Array("linernotes engine state ".utf8)
        return start.starts(with: stem) && !start.starts(with: magic)
    }

    public func encoded() -> [UInt8] {
        var out = Self.magic
        out.reserveCapacity(groups.count * 80 + jobs.count * 120 + fingerprints.count * 80)
        func word(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
        }
        // Counts, lengths and group numbers as LEB128 (seven bits a byte): most fit one or two bytes, where eight made
        // the file three times as large to write, read and check.
        func number(_ value: Int) {
            var rest = UInt64(value)
            while rest >= 0x80 {
                out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            out.append(UInt8(rest))
        }
        func text(_ value: String) {
            number(value.utf8.count)
            out.append(contentsOf: value.utf8)
        }
        text(identity)
        number(groups.count)
        for (group, digest) in zip(groups, digests) {
            text(group)
            word(digest.high)
            word(digest.low)
        }
        number(fingerprints.count)
        for key in fingerprints.keys.sorted() {
            text(key)
            text(fingerprints[key] ?? "")
        }
        number(jobs.count)
        for identity in jobs.keys.sorted() {
            guard let job = jobs[identity] else { continue }
            text(identity)
            number(job.groups.count)
            for group in job.groups { number(group) }
            number(job.files.count)
            for file in job.files { text(file) }
        }
        // The digest of all of it last: a file cut short or changed anywhere is not taken.
        let check = out.withUnsafeBytes { Digest(bytes: $0) }
        word(check.high)
        word(check.low)
        return out
    }

    /// The state `encoded()` wrote; nil when the bytes are not that (damaged, cut short, another version).
    public static func decode(_ bytes: [UInt8]) -> EngineState? {
        guard bytes.count >= magic.count + 16, Array(bytes[..<magic.count]) == magic else { return nil }
        let body = bytes.count - 16
        let check = bytes.withUnsafeBytes { Digest(bytes: UnsafeRawBufferPointer(rebasing: $0[..<body])) }
        var position = body
        func word() -> UInt64? {
            guard position + 8 <= bytes.count else { return nil }
            let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position, as: UInt64.self) }
            position += 8
            return UInt64(littleEndian: value)
        }
        func number() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while position < body, shift < 64 {
                let byte = bytes[position]
                position += 1
                // The tenth byte holds the last bit: more is a number no encoder wrote.
                if shift == 63 && byte > 1 { return nil }
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
                shift += 7
            }
            return nil
        }
        guard let high = word(), let low = word(), Digest(high: high, low: low) == check else { return nil }
        position = magic.count
        let limit = body
        func count() -> Int? {
            guard let value = number(), value <= limit - position else { return nil }
            return value
        }
        func text() -> String? {
            guard let length = count(), position + length <= limit else { return nil }
            defer { position += length }
            return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
        }
        guard let identity = text(), let groupCount = count() else { return nil }
        var state = EngineState(identity: identity)
        state.groups.reserveCapacity(groupCount)
        state.digests.reserveCapacity(groupCount)
        for _ in 0..<groupCount {
            guard let group = text(), let high = word(), let low = word() else { return nil }
            state.groups.append(group)
            state.digests.append(Digest(high: high, low: low))
        }
        guard let fingerprintCount = count() else { return nil }
        for _ in 0..<fingerprintCount {
            guard let key = text(), let fingerprint = text() else { return nil }
            state.fingerprints[key] = fingerprint
        }
        guard let jobCount = count() else { return nil }
        state.jobs.reserveCapacity(jobCount)
        for _ in 0..<jobCount {
            guard let identity = text(), let numbers = count() else { return nil }
            var groups: [Int] = []
            groups.reserveCapacity(numbers)
            for _ in 0..<numbers {
                guard let group = number(), group >= 0, group < groupCount else { return nil }
                groups.append(group)
            }
            guard let fileCount = count() else { return nil }
            var files: [String] = []
            for _ in 0..<fileCount {
                guard let file = text() else { return nil }
                files.append(file)
            }
            state.jobs[identity] = Job(groups: groups, files: files)
        }
        guard position == limit else { return nil }
        return state
    }
}
