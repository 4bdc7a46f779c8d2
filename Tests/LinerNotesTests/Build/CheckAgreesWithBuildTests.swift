import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What `build` rejects, `check` rejects with the same message: each of these passed `check` and failed `build` (found
/// by fuzzing archives). Run as a user without root's rights, since root reads and writes whatever the modes say.
@Suite("check agrees with build", .serialized)
struct CheckAgreesWithBuildTests {
    /// The command as an ordinary user: as is, or through `setpriv` as nobody when the tests run as root.
    private static func run(_ arguments: [String], site: TemporarySite) async throws -> LinerNotesBinary.Run {
        let binary = try LinerNotesBinary.locate()
        guard getuid() == 0 else { return try await binary.run(arguments, in: site.root) }
        let setpriv = LinerNotesBinary(url: URL(fileURLWithPath: "/usr/bin/setpriv"))
        return try await setpriv.run(["--reuid=65534", "--regid=65534", "--clear-groups", binary.url.path] + arguments, in: site.root)
    }

    /// Gives the whole site to nobody (when root), so only the mode changed afterwards stands in the way.
    private static func ownSite(_ site: TemporarySite) throws {
        guard getuid() == 0 else { return }
        let enumerator = try #require(FileManager.default.enumerator(atPath: site.root.path))
        #expect(chown(site.root.path, 65534, 65534) == 0)
        for case let path as String in enumerator { #expect(lchown(site.root.path + "/" + path, 65534, 65534) == 0) }
    }

    /// The error lines of a run, without the last one naming the step where it stopped.
    private static func errors(_ run: LinerNotesBinary.Run) -> [String] {
        run.errors.split(separator: "\n").map(String.init).filter { !$0.contains("stopped at the step") }
    }

    /// Both fail, with the same errors; returns them.
    private static func bothReject(_ site: TemporarySite) async throws -> [String] {
        let check = try await run(["check"], site: site)
        let build = try await run(["build", "--offline"], site: site)
        #expect(check.status == 1, "check passed: \(check.output)")
        #expect(build.status == 1, "build passed: \(build.output)")
        #expect(errors(check) == errors(build))
        return errors(check)
    }

    private static let canDropRoot = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    private static func siteWithAudio() throws -> TemporarySite {
        let site = try TemporarySite(siteYAML: "title: Test Records\npublish_audio: true\n")
        try site.album("a", extra: "cover: ../covers/a.png\ntracks:\n  - { title: One, file: ../../audio/one.wav }\n")
        try site.write("content/covers/a.png", TestImage.png(width: 4, height: 4))
        try site.write("audio/one.wav", AlbumAudioTests.wav(seconds: 1))
        try ownSite(site)
        return site
    }

    @Test("public/ holding files linernotes did not write")
    func foreignOutput() async throws {
        let site = try Self.siteWithAudio()
        defer { site.remove() }
        try site.write("public/thesis.txt", "irreplaceable")
        try Self.ownSite(site)
        #expect(try await Self.bothReject(site) == [
            "error: \(site.output.path) holds files that linernotes did not write (thesis.txt); move them elsewhere, or choose another --output"
        ])
        #expect(try site.read("thesis.txt") == "irreplaceable")
    }

    @Test("public/ that cannot be written", .enabled(if: canDropRoot))
    func outputNotWritable() async throws {
        let site = try Self.siteWithAudio()
        defer { site.remove() }
        #expect(try await Self.run(["build", "--offline"], site: site).status == 0)
        try Self.ownSite(site)
        #expect(chmod(site.output.path, 0o555) == 0)
        defer { chmod(site.output.path, 0o755) }
        try site.album("b", title: "Another")  // so the build does not find the site up to date
        try Self.ownSite(site)
        let errors = try await Self.bothReject(site)
        #expect(errors.first?.hasPrefix("error: cannot write the site to \(site.output.path): \(site.output.path) is not writable") == true)
    }

    @Test("The folder public/ goes in cannot be written", .enabled(if: canDropRoot))
    func parentNotWritable() async throws {
        let site = try Self.siteWithAudio()
        defer { site.remove() }
        #expect(chmod(site.root.path, 0o555) == 0)
        defer { chmod(site.root.path, 0o755) }
        let errors = try await Self.bothReject(site)
        #expect(errors.first?.hasPrefix("error: cannot write the site to \(site.output.path): \(site.root.path) is not writable") == true)
    }

    @Test("An audio file named by file: that cannot be read", .enabled(if: canDropRoot))
    func unreadableAudio() async throws {
        let site = try Self.siteWithAudio()
        defer { site.remove() }
        #expect(chmod(site.root.appending(path: "audio/one.wav").path, 0) == 0)
        #expect(try await Self.bothReject(site) == [
            "content/albums/a.md:6: error: audio file '../../audio/one.wav' cannot be read (Permission denied); make it readable, or remove its 'file:'",
            "error: 1 error in the archive",
        ])
    }

    @Test("A cover that cannot be read", .enabled(if: canDropRoot))
    func unreadableCover() async throws {
        let site = try Self.siteWithAudio()
        defer { site.remove() }
        #expect(chmod(site.root.appending(path: "content/covers/a.png").path, 0) == 0)
        #expect(try await Self.bothReject(site) == [
            "content/albums/a.md:4: error: 'cover' file '../covers/a.png' cannot be read", "error: 1 error in the archive",
        ])
    }

    @Test("A theme file named like a file linernotes makes (two files wanting one path)", arguments: ["strings.js", "search/index.js"])
    func twoFilesWantOnePath(themeFile: String) async throws {
        let site = try Self.siteWithAudio()
        defer { site.remove() }
        try site.write("Templates/\(themeFile)", "// mine")
        try Self.ownSite(site)
        #expect(try await Self.bothReject(site) == [
            "error: two files of the site want the same path 'assets/\(themeFile)' (a theme file named like a generated one?)"
        ])
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("The same site, readable and writable, passes both")
    func fineSite() async throws {
        let site = try Self.siteWithAudio()
        defer { site.remove() }
        #expect(try await Self.run(["check"], site: site).status == 0)
        #expect(try await Self.run(["build", "--offline"], site: site).status == 0)
    }
}
