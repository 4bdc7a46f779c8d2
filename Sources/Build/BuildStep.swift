/// One named step of a build. A build is an ordered list of steps over one `BuildContext` (see `SiteBuilder.steps`);
/// `linernotes check` runs the steps that write nothing, so it can never disagree with `build`.
public struct BuildStep: Sendable {
    public enum Outcome: Sendable {
        /// Go on with the next step.
        case next
        /// The build is done early (nothing changed since the last one).
        case finished
    }

    /// How the step is named in timings (`LINERNOTES_TIMINGS=1`) and in errors.
    public let name: String
    /// Whether the step writes the site (or the cache): `check` stops before the first such step.
    public let writes: Bool
    package let body: @Sendable (inout BuildContext) async throws -> Outcome

    package init(_ name: String, writes: Bool = false, _ body: @escaping @Sendable (inout BuildContext) async throws -> Outcome) {
        self.name = name
        self.writes = writes
        self.body = body
    }
}
