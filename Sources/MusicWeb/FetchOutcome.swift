/// What a lookup got: an answer (fresh or cached), or nothing at all (offline with an empty cache, or a failure
/// with nothing cached).
public enum FetchOutcome: Sendable {
    case answer(Fetched)
    case unavailable
}
