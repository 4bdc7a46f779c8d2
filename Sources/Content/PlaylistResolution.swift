import Basics

/// Every playlist's entries resolved against the (enriched) archive, and what could not be resolved yet.
package struct PlaylistResolution: Sendable {
    /// Each playlist's tracks by slug, in order; entries of albums whose track lists are not fetched yet are left out.
    package var tracks: [String: [ResolvedTrack]]
    /// One warning per playlist that left entries out, naming them.
    package var warnings: [Diagnostic]

    package init(tracks: [String: [ResolvedTrack]] = [:], warnings: [Diagnostic] = []) {
        self.tracks = tracks
        self.warnings = warnings
    }
}
