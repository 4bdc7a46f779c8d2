import Covers

extension BuildPhase {
    /// Every album's cover sized for the web.
    @dynamicMemberLookup
    package struct CoversSized {
        var enriched: Enriched
        /// By album slug.
        package let covers: [String: SizedCover]

        package subscript<Value>(dynamicMember path: KeyPath<Enriched, Value>) -> Value { enriched[keyPath: path] }
    }
}
