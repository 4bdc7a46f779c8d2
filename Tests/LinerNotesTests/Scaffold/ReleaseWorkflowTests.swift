import Foundation
import Testing

/// The project's own release workflow: on a version tag it packages linernotes and attaches both packages.
@Suite("Release workflow")
struct ReleaseWorkflowTests {
    private let file = repositoryRoot.appending(path: ".github/workflows/release.yml")

    @Test("actionlint passes the release workflow, which runs scripts/package on a version tag and attaches the .deb and the tarball")
    func releaseWorkflow() throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lint = try actionlint(file)
        #expect(lint.status == 0, "actionlint: \(lint.output)")
        for needed in ["tags: [\"v*\"]", "scripts/package", "dist/*.deb", "dist/*.tar.gz", "dpkg-dev", "scripts/system-packages"] {
            #expect(text.contains(needed), "release.yml lacks \(needed)")
        }
        // The tag check reads the version where scripts/package reads it.
        let package = try String(contentsOf: repositoryRoot.appending(path: "scripts/package"), encoding: .utf8)
        let versionFile = "Sources/Basics/LinerNotesVersion.swift"
        #expect(text.contains(versionFile) && package.contains(versionFile))
    }
}
