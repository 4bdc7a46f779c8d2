import Rendering

extension BuildPhase {
    /// Every page and file of the site as render jobs: where `check` ends.
    @dynamicMemberLookup
    package struct Planned {
        package let sized: CoversSized
        package let jobs: [RenderJob]
        /// What the reads the jobs record give now.
        package let reads: SiteReads

        package subscript<Value>(dynamicMember path: KeyPath<CoversSized, Value>) -> Value { sized[keyPath: path] }
    }
}
