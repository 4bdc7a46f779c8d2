/// The moments of publishing, in order, at which a test may pause it (`SitePublisher.pause`) to look at what a
/// reader would find there, or what a kill there would leave.
package enum PublishStep: String, Sendable, CaseIterable {
    /// Every file staged and written to the disk; the live site untouched.
    case staged
    /// The new manifest written beside the current one.
    case manifestPrepared
    /// Only where the filesystem cannot exchange two folders: the live site moved aside, the new one not yet in.
    case betweenRenames
    /// The new site is the output folder (patching: its changed files were moved in, and the files gone deleted).
    case swapped
    /// The new manifest is the record.
    case manifestPromoted
    /// The previous site deleted (patching: the journal and the staging folder): done.
    case previousRemoved
}
