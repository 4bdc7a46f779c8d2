/// One named step of a build: a function from the phase it needs to the phase it makes (see `BuildPhase`). A build
/// is a chain of steps (`SiteBuilder.building`); `linernotes check` runs the steps that write nothing, so it can never
/// disagree with `build`.
public struct BuildStep<Input, Output>: Sendable {
    /// How the step is named in timings (`LINERNOTES_TIMINGS=1`) and in errors.
    public let name: String
    /// Whether the step writes the site (or the cache): `check` stops before the first such step.
    public let writes: Bool
    package let body: @Sendable (Input) async throws -> BuildOutcome<Output>

    /// A step that always goes on to the next.
    package init(_ name: String, writes: Bool = false, _ body: @escaping @Sendable (Input) async throws -> Output) {
        self.init(name, writes: writes, finishing: { .next(try await body($0)) })
    }

    /// A step that may find the build done early.
    package init(_ name: String, writes: Bool = false, finishing body: @escaping @Sendable (Input) async throws -> BuildOutcome<Output>) {
        self.name = name
        self.writes = writes
        self.body = body
    }

    package var label: BuildStepLabel { BuildStepLabel(name: name, writes: writes) }
}
