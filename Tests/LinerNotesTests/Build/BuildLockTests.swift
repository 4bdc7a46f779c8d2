import Foundation
import Testing
@testable import Rendering

@Suite("One build at a time per output folder")
struct BuildLockTests {
    @Test("A build is refused while another holds the output's lock, leaves the site untouched, and goes ahead after")
    func refusedWhileAnotherBuildRuns() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("one", title: "One")
        try await site.build()
        let published = try folderContents(site.output)
        try site.album("two", title: "Two")

        let lock = try HeldBuildLock(beside: site.output)
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("another linernotes build is writing \(site.output.path); wait for it to finish")
        }
        lock.release()
        #expect(try folderContents(site.output) == published)

        try await site.build()
        #expect(try site.read("albums/two/index.html").contains("Two"))
    }

    @Test("Two outputs beside each other are locked separately")
    func otherOutputNotBlocked() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("one", title: "One")
        let lock = try HeldBuildLock(beside: site.output)
        defer { lock.release() }
        let other = site.root.appending(path: "public-preview", directoryHint: .isDirectory)
        try await site.build(output: other)
        #expect(FileManager.default.fileExists(atPath: other.appending(path: "albums/one/index.html").path))
    }
}
