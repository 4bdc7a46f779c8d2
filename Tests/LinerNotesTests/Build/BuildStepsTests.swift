import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Content
@testable import MusicWeb
@testable import Output
@testable import Rendering

@Suite("The build as steps")
struct BuildStepsTests {
    @Test("Only the site is published: the manifest, state and lock live beside the output")
    func bookkeepingBesideOutput() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try await site.build()
        #expect(filesUnder(site.output).allSatisfy { !$0.split(separator: "/").contains { $0.hasPrefix(".") } })
        let record = site.root.appending(path: ".public.linernotes")
        let manifest = try #require(OutputManifest.decode(try Data(contentsOf: record.appending(path: "manifest.json"))))
        #expect(Set(manifest.files.keys) == Set(filesUnder(site.output)))
    }

    @Test("A site written by an older linernotes (its record inside) is taken as ours and loses the record")
    func legacyMarker() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try site.write("public/.linernotes-build", #"{"complete":true,"diagnostics":[],"files":{},"version":1}"#)
        try site.write("public/albums/gone/index.html", "old")
        try await site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: ".linernotes-build").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "albums/gone").path))
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "albums/a/index.html").path))
    }

    @Test("A folder put in the output's place after a build is not taken for ours")
    func replacedFolderIsNotOurs() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try await site.build()
        try FileManager.default.removeItem(at: site.output)
        try site.write("public/thesis.txt", "irreplaceable")
        try site.album("b")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("holds files that linernotes did not write") && "\(error)".contains("'check the output folder'")
        }
        #expect(try site.read("thesis.txt") == "irreplaceable")
    }

    @Test("--output under a regular file is a readable error naming the file, not a Foundation error")
    func outputUnderAFile() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try site.write("notes.txt", "a file")
        await #expect {
            try await site.build(output: site.root.appending(path: "notes.txt/site"))
        } throws: { error in
            let text = "\(error)"
            return text.contains("\(site.root.path)/notes.txt is a file, not a folder; choose another --output")
                && text.contains("'lock the output'") && !text.contains("Error Domain")
        }
    }

    @Test("check rejects what build rejects: a playlist naming track 3 of a two-track album")
    func checkResolvesPlaylists() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("duo", extra: "tracks: [One, Two]\n")
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - {album: duo, track: 3}\n---\n")
        let options = BuildOptions(siteDirectory: site.root, offline: true)
        var messages: [String] = []
        for run in [{ _ = try await SiteBuilder(options: options).check() }, { _ = try await SiteBuilder(options: options).build() }] {
            do {
                try await run()
                Issue.record("a playlist naming a missing track must fail")
            } catch {
                messages.append("\(error)".components(separatedBy: "\n")[0])
            }
        }
        #expect(messages.count == 2 && messages[0] == messages[1])
        #expect(messages.first?.contains("content/playlists/mix.md") == true, "\(messages)")
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("check loads the theme: a broken or recursive template fails check as it fails build")
    func checkLoadsTheme() async throws {
        for (name, text) in [("album", "{{#album}}never closed\n"), ("page", "{{>page}}")] {
            let site = try TemporarySite()
            defer { site.remove() }
            try site.album("a")
            try site.write("content/pages/about.md", "---\ntitle: About\n---\nHello.\n")
            try site.write("Templates/\(name).mustache", text)
            await #expect {
                _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root, offline: true)).check()
            } throws: { error in
                "\(error)".contains("\(name).mustache") && "\(error)".contains("check stopped at the step")
            }
        }
    }

    @Test("check writes nothing: no output, no record, no cache")
    func checkWritesNothing() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check()
        #expect(report.summary == "OK: 1 album, 1 artist, 0 pages, 0 tags")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path) == ["content"])
    }

    @Test("Every step is named in the order the build runs them; check runs those before the first that writes")
    func stepOrder() {
        #expect(SiteBuilder.steps.map(\.name) == [
            "check the output folder", "lock the output", "recover an interrupted publish", "fingerprint the inputs", "load the archive", "load the theme",
            "enrich from the music web", "apply --strict", "size the covers", "plan the pages", "render and stage", "publish",
        ])
        #expect(SiteBuilder.checkSteps.map(\.name) == SiteBuilder.steps.prefix(10).map(\.name))
        #expect(SiteBuilder.checkSteps == Array(SiteBuilder.steps.prefix { !$0.writes }))
    }

    @Test("A step's error in compiler-like lines is printed as it is; any other is prefixed with the step", arguments: [
        (ArchiveError(diagnostics: [.error("content/albums/a.md", line: 2, "invalid YAML")]) as any Error,
         "content/albums/a.md:2: error: invalid YAML\nerror: 1 error in the archive\nerror: check stopped at the step 'load the archive'"),
        (FileWriteError(path: "/site/cache", reason: "Permission denied"),
         "error: load the archive: /site/cache: Permission denied\nerror: check stopped at the step 'load the archive'"),
        // Not told apart by its text: a plain error that happens to contain "error:" and a line break is still prefixed.
        (FetchFailure("error: two\nlines"), "error: load the archive: error: two\nlines\nerror: check stopped at the step 'load the archive'"),
    ])
    func stepErrorText(error: any Error, expected: String) {
        #expect("\(BuildStepError(step: "load the archive", underlying: error, mode: .check))" == expected)
    }

    @Test("Counts read as English: 1 album, 2 albums")
    func summaries() {
        let report = SiteBuilder.Report(
            pages: 1, files: 1, albums: 1, artists: 1, warnings: [], fetchWarnings: [], fetchSummary: "", requests: 0, seconds: 0,
            output: URL(fileURLWithPath: "/site/public"))
        #expect(report.summary == "Built 1 page (1 album, 1 artist, 1 file, 0 written, 0 rendered) into /site/public in 0.00 s")
    }
}
