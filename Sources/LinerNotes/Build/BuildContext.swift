import Foundation

/// What the steps of one build share: the options, and what each step has made so far.
public struct BuildContext {
    public enum Mode: Sendable {
        /// `linernotes build`: every step.
        case build
        /// `linernotes check`: the steps that write nothing, with no network.
        case check
    }

    public let options: BuildOptions
    public let mode: Mode
    /// Where the site goes and what is kept beside it.
    let record: BuildRecord
    let publisher: SitePublisher
    var lock: BuildLock?
    /// The cache shared with other builds, kept from `cache gc` while this build may fetch into it.
    var cacheLock: CacheLock?
    /// What the last complete build recorded, and the inputs' fingerprint now.
    var last: BuildState?
    var inputs = ""
    var snapshot: BuildRecord.OutputSnapshot?
    /// Set when the output is already what these inputs make.
    var upToDate: BuildManifest?

    var archive: Archive?
    var theme: Theme?
    /// Notes and warnings of the build itself (not of the archive).
    var notes: [Diagnostic] = []
    var fetcher: Fetcher?
    var fetchWarnings: [String] = []
    /// Each album's cover sized for the web, by slug.
    var covers: [String: SizedCover] = [:]
    var jobs: [RenderJob] = []

    var session: PublishSession?
    /// Every published file's path and hash.
    var hashes: [String: String] = [:]
    var written = 0

    init(options: BuildOptions, mode: Mode) {
        self.options = options
        self.mode = mode
        self.record = BuildRecord(output: options.resolvedOutput)
        self.publisher = SitePublisher(output: options.resolvedOutput, work: record.folder, inPlace: options.publishInPlace)
    }

    /// What a step needs from an earlier one; missing only if the list of steps is out of order.
    func require<Value>(_ value: Value?, _ what: String) throws -> Value {
        guard let value else { throw BuildOrderError(what: what) }
        return value
    }

    struct BuildOrderError: Error, CustomStringConvertible {
        let what: String
        var description: String { "internal error: \(what) is needed before it is made; please report this" }
    }
}
