import Model

/// A stage that fills in the archive from outside (the music web, the cache) between loading and rendering.
public protocol ArchiveEnricher: Sendable {
    /// Shown in progress and error messages.
    var name: String { get }
    func enrich(_ archive: Archive) async throws -> Archive
}
