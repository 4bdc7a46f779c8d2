/// The answer to a lookup.
public enum Lookup<Value: Sendable>: Sendable {
    case found(Value)
    /// The source answered: there is no such thing.
    case none
    /// No answer (offline and not cached, or failed with nothing cached).
    case unavailable

    /// No answer came: a later lookup may still find it.
    package var isUnavailable: Bool {
        if case .unavailable = self { return true }
        return false
    }

    package var value: Value? {
        if case .found(let value) = self { return value }
        return nil
    }

    /// The value found, made into another; `.none` and `.unavailable` as they are.
    package func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Lookup<Other> {
        switch self {
        case .found(let value): .found(try transform(value))
        case .none: .none
        case .unavailable: .unavailable
        }
    }
}

/// Encoded for `SiteReads`' digests: a page that shows a lookup changes when the lookup does.
extension Lookup: Encodable where Value: Encodable {}
