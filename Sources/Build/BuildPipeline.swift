/// Steps chained so each takes what the one before made: `.first(.lockOutput).then(.recover)…`. Chaining a step
/// whose input is not the phase made so far does not compile. Running it times each step and names the step in
/// the error that leaves it.
public struct BuildPipeline<Start, End>: Sendable {
    /// The steps in the order they run.
    public let steps: [BuildStepLabel]
    fileprivate let body: @Sendable (Start, inout StepRunner) async throws -> BuildOutcome<End>

    /// A chain of one step.
    package static func first(_ step: BuildStep<Start, End>) -> BuildPipeline {
        BuildPipeline(steps: [step.label]) { start, runner in try await runner.run(step, start) }
    }

    /// This chain, then `step` on what it made (unless it found the build up to date).
    package func then<Next>(_ step: BuildStep<End, Next>) -> BuildPipeline<Start, Next> {
        let before = body
        return BuildPipeline<Start, Next>(steps: steps + [step.label]) { start, runner in
            switch try await before(start, &runner) {
            case .next(let phase): try await runner.run(step, phase)
            case .upToDate(let done): .upToDate(done)
            }
        }
    }

}

extension BuildPipeline where Start == BuildPhase.Started {
    /// Runs the steps in order from a fresh start until one finds the build up to date.
    package func run(_ options: BuildOptions, mode: SiteBuilder.Mode) async throws -> BuildOutcome<End> {
        var runner = StepRunner(mode: mode, timer: StageTimer(enabled: options.seams.environment["LINERNOTES_TIMINGS"] == "1"))
        return try await body(BuildPhase.Started(options: options, mode: mode), &runner)
    }
}
