/// What a step made: the next phase, or the news that the output is already up to date.
package enum BuildOutcome<Next> {
    case next(Next)
    case upToDate(BuildPhase.UpToDate)
}
