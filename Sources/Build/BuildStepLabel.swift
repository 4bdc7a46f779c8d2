/// A step as listed: its name, and whether it writes.
public struct BuildStepLabel: Sendable, Hashable {
    public let name: String
    public let writes: Bool
}
