import Foundation
import Basics
import Cache
import Covers
import Model
import MusicWeb
import Output
import Rendering

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
    package let record: BuildRecord
    package let publisher: SitePublisher
    package var lock: BuildLock?
    /// The cache shared with other builds, kept from `cache gc` while this build may fetch into it.
    var cacheLock: CacheLock?
    /// What the last complete build recorded, and the inputs' fingerprint now.
    package var last: BuildState?
    package var inputs = ""
    package var snapshot: BuildRecord.OutputSnapshot?
    /// Set when the output is already what these inputs make.
    package var upToDate: BuildManifest?

    package var archive: Archive?
    package var theme: Theme?
    /// Notes and warnings of the build itself (not of the archive).
    package var notes: [Diagnostic] = []
    package var fetcher: Fetcher?
    package var fetchWarnings: [String] = []
    /// Each album's cover sized for the web, by slug.
    package var covers: [String: SizedCover] = [:]
    package var jobs: [RenderJob] = []

    package var session: PublishSession?
    /// Every published file's path and hash.
    package var hashes: [String: String] = [:]
    package var written = 0

    package init(options: BuildOptions, mode: Mode) {
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

    package struct BuildOrderError: Error, CustomStringConvertible {
        package let what: String
        package var description: String { "internal error: \(what) is needed before it is made; please report this" }
    }
}
