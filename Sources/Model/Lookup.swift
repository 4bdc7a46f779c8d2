/// The answer to a lookup.
public enum Lookup<Value: Sendable>: Sendable {
    case found(Value)
    /// The source answered: there is no such thing.
    case none
    /// No answer (offline and not cached, or failed with nothing cached).
    case unavailable

    package var value: Value? {
        if case .found(let value) = self { return value }
        return nil
    }
}
