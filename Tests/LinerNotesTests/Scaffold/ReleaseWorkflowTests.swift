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
        for needed in ["tags: [\"v*\"]", "scripts/package", "dist/*.deb", "dist/*.tar.gz", "dist/SHA256SUMS", "dpkg-dev", "scripts/system-packages"] {
            #expect(text.contains(needed), "release.yml lacks \(needed)")
        }
        // The tag check reads the version where scripts/package reads it.
        let package = try String(contentsOf: repositoryRoot.appending(path: "scripts/package"), encoding: .utf8)
        let versionFile = "Sources/Basics/LinerNotesVersion.swift"
        #expect(text.contains(versionFile) && package.contains(versionFile))
    }

    @Test("scripts/package refuses a version CHANGELOG.md does not name, before building anything; the changelog names this one")
    func changelogNamesTheVersion() throws {
        let version = LinerNotesVersionText.current
        let changelog = try String(contentsOf: repositoryRoot.appending(path: "CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.split(separator: "\n").contains { $0 == "## \(version)" || $0.hasPrefix("## \(version) ") })
        // A copy of the script beside a version file and a changelog without that version: refused with what to do.
        let folder = FileManager.default.temporaryDirectory.appending(path: "package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "scripts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appending(path: "Sources/Basics"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appending(path: "scripts/package"), to: folder.appending(path: "scripts/package"))
        try FileManager.default.copyItem(
            at: repositoryRoot.appending(path: "Sources/Basics/LinerNotesVersion.swift"), to: folder.appending(path: "Sources/Basics/LinerNotesVersion.swift"))
        try Data("# Changelog\n\n## 0.0.9\n\n- older\n\n## \(version)9\n".utf8).write(to: folder.appending(path: "CHANGELOG.md"))
        let run = Process()
        run.executableURL = URL(filePath: "/bin/bash")
        run.arguments = [folder.appending(path: "scripts/package").path]
        let errors = Pipe()
        run.standardError = errors
        run.standardOutput = Pipe()
        try run.run()
        run.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(run.terminationStatus == 1)
        #expect(message == "error: CHANGELOG.md names no release \(version): add a '## \(version)' section saying what it changed, then package again\n")
    }
}

/// The version as scripts/package reads it from the source.
private enum LinerNotesVersionText {
    static var current: String {
        let text = (try? String(contentsOf: repositoryRoot.appending(path: "Sources/Basics/LinerNotesVersion.swift"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "public static let current = \"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }.first ?? ""
    }
}
