import Basics
import Cache
import Model
import MusicWeb

extension BuildPhase {
    /// The archive filled in from the cache and the music web.
    @dynamicMemberLookup
    package struct Enriched {
        let themed: Themed
        /// The loaded archive with what was fetched; later phases read this one.
        package let archive: Archive
        package let fetcher: Fetcher
        /// One line per source that failed, with a count.
        package let fetchWarnings: [String]
        /// Notes and warnings of the build itself (not of the archive); later steps add theirs.
        package var notes: [Diagnostic]
        /// Keeps `cache gc` away from the cache while this build writes into it (fetched answers, covers); nil for `check`.
        let cacheLock: CacheLock?

        package subscript<Value>(dynamicMember path: KeyPath<Themed, Value>) -> Value { themed[keyPath: path] }
    }
}
