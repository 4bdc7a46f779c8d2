import Foundation
import Testing
@testable import Build
@testable import Output

/// Which folders a build takes for its own: a copied site's output is, a state folder linked out of the site is not.
@Suite("Output and state folders")
struct OutputOwnershipTests {
    /// A built site with one album, and a copy of it made by `cp -a` (new inodes, same bytes and times).
    private func builtAndCopied() async throws -> (site: TemporarySite, copy: URL) {
        let site = try TemporarySite()
        try site.album("a")
        try await site.build()
        let copy = site.root.deletingLastPathComponent().appending(path: "copy-\(UUID().uuidString)", directoryHint: .isDirectory)
        let cp = try Process.run(URL(filePath: "/bin/cp"), arguments: ["-a", site.root.path, copy.path])
        cp.waitUntilExit()
        #expect(cp.terminationStatus == 0)
        return (site, copy)
    }

    @Test("A site copied with cp -a builds, and its copy of public/ is replaced, not refused")
    func copiedSiteBuilds() async throws {
        let (site, copy) = try await builtAndCopied()
        defer { site.remove(); try? FileManager.default.removeItem(at: copy) }
        try Data("---\ntitle: Copied B\nartist: Someone\n---\n".utf8).write(to: copy.appending(path: "content/albums/b.md"))
        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: copy, offline: true)).build()
        #expect(!report.upToDate)
        #expect(FileManager.default.fileExists(atPath: copy.appending(path: "public/albums/b/index.html").path))
        #expect(FileManager.default.fileExists(atPath: copy.appending(path: "public/albums/a/index.html").path))
        // The original is untouched by the copy's build.
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "albums/b").path))
    }

    @Test("A copied public/ holding a file the manifest does not list is still refused, naming that file")
    func copiedSiteWithStrangerRefused() async throws {
        let (site, copy) = try await builtAndCopied()
        defer { site.remove(); try? FileManager.default.removeItem(at: copy) }
        try Data("mine".utf8).write(to: copy.appending(path: "public/thesis.txt"))
        await #expect {
            try await SiteBuilder(options: BuildOptions(siteDirectory: copy, offline: true)).build()
        } throws: { "\($0)".contains("holds files that linernotes did not write (thesis.txt)") }
        #expect(FileManager.default.fileExists(atPath: copy.appending(path: "public/thesis.txt").path))
    }

    @Test("A state folder that is a symbolic link leading out of the site is refused, and nothing is written where it points",
          arguments: [".public.linernotes", "cache"])
    func linkedStateFolderRefused(name: String) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        let elsewhere = site.root.deletingLastPathComponent().appending(path: "elsewhere-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.root.appending(path: name), withDestinationURL: elsewhere)
        for check in [false, true] {
            let builder = SiteBuilder(options: BuildOptions(siteDirectory: site.root, offline: true))
            await #expect {
                if check { _ = try await builder.check() } else { _ = try await builder.build() }
            } throws: { error in
                let text = "\(error)"
                return text.contains("\(site.root.appending(path: name).path) is a symbolic link to \(elsewhere.path)")
                    && text.contains("remove the link") && (name != "cache" || text.contains("--cache"))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("A state folder linked to a folder inside the site is fine")
    func linkInsideSiteAccepted() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        let inside = site.root.appending(path: "state/record", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.root.appending(path: ".public.linernotes").path, withDestinationPath: "state/record")
        try await site.build()
        #expect(FileManager.default.fileExists(atPath: inside.appending(path: "manifest.json").path))
    }
}
