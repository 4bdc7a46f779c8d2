import Foundation
import Testing

/// scripts/check-layers, run on a copy of the package with one line planted: it fails on an import its target does
/// not declare (a project target, a third-party library, or a module nobody declares) and on a force unwrap.
@Suite("The layer check")
struct LayerCheckTests {
    /// A copy of what the script reads, and its run there.
    private func check(planting line: String, in file: String) throws -> (status: Int32, errors: String) {
        let copy = FileManager.default.temporaryDirectory.appending(path: "layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Plugins", "ARCHITECTURE.md", "scripts"] {
            try FileManager.default.copyItem(at: repositoryRoot.appending(path: item), to: copy.appending(path: item))
        }
        let target = copy.appending(path: file)
        let text = try String(contentsOf: target, encoding: .utf8)
        try Data((line + "\n" + text).utf8).write(to: target)
        let run = Process()
        run.executableURL = URL(filePath: "/usr/bin/env")
        run.arguments = ["python3", copy.appending(path: "scripts/check-layers").path]
        run.currentDirectoryURL = copy
        let errors = Pipe()
        run.standardError = errors
        run.standardOutput = Pipe()
        try run.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        return (run.terminationStatus, message)
    }

    @Test("An undeclared third-party import, an unknown module and a force unwrap each fail it, naming the file and line")
    func plantedProblems() throws {
        let clean = try check(planting: "// nothing", in: "Sources/Rendering/SiteStrings.swift")
        #expect(clean.status == 0, "\(clean.errors)")
        let yams = try check(planting: "import Yams", in: "Sources/Rendering/SiteStrings.swift")
        #expect(yams.status == 1)
        #expect(yams.errors.contains(
            "error: Sources/Rendering/SiteStrings.swift:1: imports the third-party library Yams, which Rendering does not depend on in Package.swift"))
        let unknown = try check(planting: "import Collections", in: "Sources/Model/Album.swift")
        #expect(unknown.errors.contains("error: Sources/Model/Album.swift:1: imports Collections, which is neither a target of this package"))
        let upward = try check(planting: "import Build", in: "Sources/Model/Album.swift")
        #expect(upward.errors.contains("error: Sources/Model/Album.swift:1: imports Build, which Model does not depend on"))
        let unwrap = try check(planting: "let planted = Int(\"1\")!", in: "Sources/Model/Album.swift")
        #expect(unwrap.errors.contains("error: Sources/Model/Album.swift:1: a force unwrap"))
    }
}
