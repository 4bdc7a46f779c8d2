import Rendering
import Basics

extension BuildPhase {
    /// Every page and file of the site as render jobs: where `check` ends.
    @dynamicMemberLookup
    package struct Planned {
        package let sized: CoversSized
        /// The build's notes before planning added its own.
        package var notesBeforePlan: [Diagnostic] = []
        /// The jobs, what the reads they record give now, and what they were planned from.
        package let plan: RenderPlan
        package var jobs: [RenderJob] { plan.jobs }
        package var reads: SiteReads { plan.reads }

        package subscript<Value>(dynamicMember path: KeyPath<CoversSized, Value>) -> Value { sized[keyPath: path] }
    }
}
