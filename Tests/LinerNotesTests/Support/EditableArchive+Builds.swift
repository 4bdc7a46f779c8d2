import Foundation
@testable import Build

extension EditableArchive {
    /// What every build of this archive in the tests runs with: offline, on the one fixed day
    /// (`IncrementalEquivalenceTests.day`), so nothing on a page depends on when it was built.
    func buildOptions(site: URL? = nil) -> BuildOptions {
        BuildOptions(siteDirectory: site ?? self.site, offline: true, now: { IncrementalEquivalenceTests.day })
    }

    /// The files of the site's public/ that differ from those a clean build of the archive, as it is now, writes.
    func differencesFromCleanBuild() async throws -> [String] {
        let clean = try cleanCopy()
        _ = try await SiteBuilder(options: buildOptions(site: clean)).build()
        return try differences(
            between: site.appending(path: "public"), named: "the rebuilt site", and: clean.appending(path: "public"), named: "the clean build")
    }
}
