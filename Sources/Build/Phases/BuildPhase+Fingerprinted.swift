import Output
import Basics

extension BuildPhase {
    /// The inputs' fingerprint taken and the published site looked at, before anything is read (empty for `check`,
    /// which always checks everything).
    @dynamicMemberLookup
    package struct Fingerprinted {
        let locked: Locked
        /// What the last complete build recorded.
        package let last: PublishedState?
        let inputs: String
        package let snapshot: OutputRecord.OutputSnapshot?

        package subscript<Value>(dynamicMember path: KeyPath<Locked, Value>) -> Value { locked[keyPath: path] }
    }

    /// The output is already what these inputs make: the build ends here.
    @dynamicMemberLookup
    package struct UpToDate {
        let locked: Locked
        package let last: PublishedState?
        package let manifest: OutputManifest

        package subscript<Value>(dynamicMember path: KeyPath<Locked, Value>) -> Value { locked[keyPath: path] }
    }
}
