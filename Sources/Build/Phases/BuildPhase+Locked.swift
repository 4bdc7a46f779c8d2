import Basics

extension BuildPhase {
    /// The output is this build's alone (or, for `check`, left to the build holding it).
    @dynamicMemberLookup
    package struct Locked {
        package let started: Started
        /// Held until the build ends; nil when `check` found no build there, or a build running, or no lock file
        /// could be made (a read-only parent folder).
        package let lock: BuildLock?

        package subscript<Value>(dynamicMember path: KeyPath<Started, Value>) -> Value { started[keyPath: path] }
    }
}
