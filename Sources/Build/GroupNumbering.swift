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
        /// The last build's groups' numbers by their identity.
        var numbers: [Digest: Int] = [:]
        var groups: GroupTexts
        var digests: [Digest]
    }

    private let table: Locked<Table>
    /// The groups digested in this build, by identity, in shards of their own locks (every job asks for each of its
    /// groups, on every core at once; one lock for all was contended).
    private let now = (0..<16).map { _ in Locked([Digest: UInt32]()) }
    /// The last build's groups by their identity (made on another core while the build checks them, `SiteReads.use`).
    private let previousNumbers: @Sendable () -> [Digest: Int]?

    init(previous: EngineState?, previousNumbers: @escaping @Sendable () -> [Digest: Int]?) {
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

    /// The number of the group of reads of `fields` of `key` in `table` (whose identity is `identity`), now that this
    /// build has digested it: the last build's number when it gives what it gave then, else a new one, its text written
    /// into the table (`GroupTexts`) without being made as a `String`. Numbers are 32 bits, as the state keeps them
    /// (`EngineState.Job`).
    func number(table name: String, key: String, fields: [String], identity: Digest, digest: Digest) -> UInt32 {
        table.withLock { table in
            // Another job may have numbered it while this one digested it.
            if let number = shard(identity).withLock({ $0[identity] }) { return number }
            if !table.ready {
                table.numbers = previousNumbers() ?? table.groups.numbersByIdentity()
                table.ready = true
            }
            let number: UInt32
            if let known = table.numbers[identity], table.digests[known] == digest {
                number = UInt32(known)
            } else {
                number = UInt32(table.groups.count)
                table.groups.append(table: name, key: key, fields: fields)
                table.digests.append(digest)
            }
            shard(identity).withLock { $0[identity] = number }
            return number
        }
    }

    /// Every group numbered, with its digest: the last build's and this one's (the render step keeps those jobs name).
    /// Taken out: the numbering knows no group after (its tables are let go before the new state is made from them).
    func take() -> (groups: GroupTexts, digests: [Digest]) {
        for shard in now { shard.withLock { $0 = [:] } }
        return table.withLock { table in
            defer { table = Table(groups: [], digests: []) }
            return (table.groups, table.digests)
        }
    }
}
