import Basics
import Engine

/// The groups of the engine's new state (`EngineState.groups`), numbered as the render step's jobs name them: the last
/// build's groups keep their numbers (the jobs kept from it name them so), and a group new or changed since is numbered
/// as it first comes. Each group is digested once a build; a job naming a group that another has named already is
/// given its number by the group's identity (`ReadSet.identity`), without its text being made or compared (most of a
/// page's groups are other albums' cards, named by many pages).
final class GroupNumbering: Sendable {
    private struct Table {
        var ready = false
        /// The last build's groups' numbers by their text.
        var numbers: [String: Int] = [:]
        var groups: [String]
        var digests: [Digest]
    }

    private let table: Locked<Table>
    /// The groups digested in this build, by identity, in shards of their own locks (every job asks for each of its
    /// groups, on every core at once; one lock for all was contended).
    private let now = (0..<16).map { _ in Locked([Digest: UInt32]()) }
    /// The last build's groups by their text (made on another core while the build checks them, `SiteReads.use`).
    private let previousNumbers: @Sendable () -> [String: Int]?

    init(previous: EngineState?, previousNumbers: @escaping @Sendable () -> [String: Int]?) {
        table = Locked(Table(groups: previous?.groups ?? [], digests: previous?.digests ?? []))
        self.previousNumbers = previousNumbers
    }

    /// The number of the group whose identity is `identity`, when this build has digested it already.
    func known(_ identity: Digest) -> UInt32? {
        shard(identity).withLock { $0[identity] }
    }

    private func shard(_ identity: Digest) -> Locked<[Digest: UInt32]> {
        now[Int(identity.low & 15)]
    }

    /// The number of `group` (its text), now that this build has digested it: the last build's number when it gives
    /// what it gave then, else a new one. Numbers are 32 bits, as the state keeps them (`EngineState.Job`).
    func number(_ group: String, identity: Digest, digest: Digest) -> UInt32 {
        table.withLock { table in
            // Another job may have numbered it while this one digested it.
            if let number = shard(identity).withLock({ $0[identity] }) { return number }
            if !table.ready {
                table.numbers = previousNumbers()
                    ?? Dictionary(table.groups.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                table.ready = true
            }
            // A group new in this build is found by its identity from now on: only the last build's are looked up by text.
            let number: UInt32
            if let known = table.numbers[group], table.digests[known] == digest {
                number = UInt32(known)
            } else {
                number = UInt32(table.groups.count)
                table.groups.append(group)
                table.digests.append(digest)
            }
            shard(identity).withLock { $0[identity] = number }
            return number
        }
    }

    /// Every group numbered, with its digest: the last build's and this one's (the render step keeps those jobs name).
    var groups: (groups: [String], digests: [Digest]) {
        table.withLock { ($0.groups, $0.digests) }
    }
}
