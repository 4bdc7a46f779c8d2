import Basics
import Engine
import Output

extension BuildPhase {
    /// Every file rendered and staged beside the live site, not yet swapped in.
    @dynamicMemberLookup
    package struct Staged {
        let planned: Planned
        package let session: PublishSession
        /// Every staged file's path and hash.
        package let hashes: [String: String]
        /// What the engine keeps for the next build: each job's reads and files (its identity is set here).
        package let engine: EngineState
        /// Why the last build's state was not used, when there was one.
        package let engineNote: String?
        /// The files of the jobs rendered, not kept.
        package let renderedPaths: [String]
        /// How many jobs were rendered (the rest were kept from the last build).
        package let rendered: Int
        /// Files whose bytes changed (or are new); the rest are linked from the previous site.
        package let written: Int

        package subscript<Value>(dynamicMember path: KeyPath<Planned, Value>) -> Value { planned[keyPath: path] }
    }

    /// The staged site swapped in and the build recorded for the next one.
    @dynamicMemberLookup
    struct Published {
        package let staged: Staged
        /// What the swap itself has to say (a filesystem that could not exchange the folders).
        package var swapNotes: [Diagnostic] = []

        package subscript<Value>(dynamicMember path: KeyPath<Staged, Value>) -> Value { staged[keyPath: path] }
    }
}
