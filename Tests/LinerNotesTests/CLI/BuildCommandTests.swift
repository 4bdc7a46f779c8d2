import Foundation
import Testing
@testable import Rendering

@Suite("linernotes build, run as a command")
struct BuildCommandTests {
    @Test("A --refresh-older-than that is not an age above zero is refused with the forms it takes",
          arguments: ["0d", "-3d", "30x", "d", "", "1.5.2h"])
    func badRefreshAge(age: String) async throws {
        let binary = try LinerNotesBinary.locate()
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("one")
        // `--refresh-older-than=-3d`: as a separate argument, -3d would read as an option (the next test).
        let option = age.isEmpty ? ["--refresh-older-than", ""] : ["--refresh-older-than=\(age)"]
        let run = try await binary.run(["build", "--site", site.root.path, "--offline"] + option)
        #expect(run.status != 0)
        #expect(run.errors.contains("--refresh-older-than takes an age above zero like 30d, 12h, 45m or 90s, not '\(age)'"))
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("A negative age given as a separate argument is refused too, not taken for an option")
    func negativeAgeAsSeparateArgument() async throws {
        let binary = try LinerNotesBinary.locate()
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("one")
        let run = try await binary.run(["build", "--site", site.root.path, "--offline", "--refresh-older-than", "-3d"])
        #expect(run.status != 0)
        #expect(run.errors.contains("Missing value for '--refresh-older-than <AGE>'"))
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("A good age is taken", arguments: ["30d", "12h", "45m", "90s"])
    func goodRefreshAge(age: String) async throws {
        let binary = try LinerNotesBinary.locate()
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("one")
        let run = try await binary.run(["build", "--site", site.root.path, "--offline", "--refresh-older-than", age])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Built "))
    }

    @Test("A second build of the same output is refused while one runs: the reason and the step on stderr, exit 1, the site untouched")
    func secondBuildRefused() async throws {
        let binary = try LinerNotesBinary.locate()
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("one", title: "One")
        #expect(try await binary.run(["build", "--site", site.root.path, "--offline"]).status == 0)
        let published = try folderContents(site.output)
        try site.album("two", title: "Two")

        let lock = try HeldBuildLock(beside: site.output)
        let refused = try await binary.run(["build", "--offline"], in: site.root)
        lock.release()
        #expect(refused.status == 1)
        #expect(refused.errors.contains("another linernotes build is writing \(site.output.path); wait for it to finish\n"))
        #expect(refused.errors.hasSuffix("\nerror: the build stopped at the step 'lock the output'; nothing was published, the previous site is as it was\n"))
        #expect(refused.errors.filter { $0 == "\n" }.count == 2)
        #expect(refused.output.isEmpty)
        #expect(try folderContents(site.output) == published)
    }
}
