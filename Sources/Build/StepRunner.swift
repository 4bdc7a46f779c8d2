/// Runs one step: an error leaving it names the step; its time is noted.
struct StepRunner {
    let mode: SiteBuilder.Mode
    var timer: StageTimer

    mutating func run<Input, Output>(_ step: BuildStep<Input, Output>, _ input: Input) async throws -> BuildOutcome<Output> {
        let outcome: BuildOutcome<Output>
        do {
            outcome = try await step.body(input)
        } catch {
            throw BuildStepError(step: step.name, underlying: error, mode: mode)
        }
        timer.mark(step.name)
        return outcome
    }
}
