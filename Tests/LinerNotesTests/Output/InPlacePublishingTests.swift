import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Output
@testable import Rendering

/// An output folder that is a mount point of its own cannot be renamed: its contents are swapped instead.
@Suite("Publishing in place")
struct InPlacePublishingTests {
    @Test("Contents swapped in place: rebuilds link unchanged files, deleted pages go, the folder itself stays")
    func inPlace() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", notes: "First.")
        try site.album("b")
        // A disk of its own comes with lost+found: neither in the way nor touched.
        try site.write("public/lost+found/#1234", "fsck's")
        try await build(site)
        let folder = OutputRecord.identity(of: site.output)
        try site.album("a", notes: "Second.")
        try FileManager.default.removeItem(at: site.root.appending(path: "content/albums/b.md"))
        let report = try await build(site)
        #expect(report.written < report.files)
        #expect(try site.read("albums/a/index.html").contains("Second."))
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "albums/b").path))
        #expect(OutputRecord.identity(of: site.output) == folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.output.path).allSatisfy { !$0.hasPrefix(".") })
        #expect(try site.read("lost+found/#1234") == "fsck's")
        #expect(try await build(site).upToDate)
    }

    @Test("A kill while the old site was being moved out is rolled back; one while the new was moving in is finished")
    func interruptedSwaps() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", notes: "Old.")
        try await build(site)
        let old = filesUnder(site.output)
        let publisher = SitePublisher(output: site.output, work: OutputRecord(output: site.output).folder, inPlace: true)

        // Phase one half done: the new site waits in .linernotes-next, half the old site is in .linernotes-previous.
        try FileManager.default.createDirectory(at: publisher.inPlaceNext, withIntermediateDirectories: true)
        try site.write("public/.linernotes-next/index.html", "new")
        try FileManager.default.createDirectory(at: publisher.inPlacePrevious, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: site.output.appending(path: "albums"), to: publisher.inPlacePrevious.appending(path: "albums"))
        #expect(try publisher.recover())
        #expect(filesUnder(site.output) == old)

        // Phase two half done: the old site is all in .linernotes-old, part of the new one moved in.
        try FileManager.default.createDirectory(at: publisher.inPlaceOld, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: site.output.path) where !name.hasPrefix(".") {
            try FileManager.default.moveItem(at: site.output.appending(path: name), to: publisher.inPlaceOld.appending(path: name))
        }
        try site.write("public/index.html", "new home")
        try site.write("public/.linernotes-next/about/index.html", "new about")
        #expect(try publisher.recover() == false)
        #expect(filesUnder(site.output) == ["about/index.html", "index.html"])
    }

    @Test("An output on a disk of its own (a tmpfs) is published, and a full disk names the folder and keeps the site",
        .enabled(if: TmpfsMount.available, "needs root and mount(8)"))
    func mountPoint() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        let mount = try TmpfsMount(at: site.output, size: "400k")
        defer { mount.unmount() }
        #expect(SitePublisher.isMountPoint(site.output))
        try await site.build()
        try site.album("b")
        try await site.build()
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "albums/b/index.html").path))
        let before = try filesUnder(site.output).map { try Data(contentsOf: site.output.appending(path: $0)) }

        try site.album("c", notes: String(repeating: "A long story. ", count: 40_000))
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("no space left on the disk holding \(site.output.path)/.linernotes-staging-")
                && "\(error)".contains("free some space, or choose another --output")
        }
        #expect(try filesUnder(site.output).map { try Data(contentsOf: site.output.appending(path: $0)) } == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.output.path).allSatisfy { !$0.hasPrefix(".") })
    }

    @discardableResult
    private func build(_ site: TemporarySite) async throws -> SiteBuilder.Report {
        var options = BuildOptions(siteDirectory: site.root, offline: true)
        options.seams.publishInPlace = true
        return try await SiteBuilder(options: options).build()
    }
}

/// A tmpfs mounted for one test (root only).
struct TmpfsMount {
    let path: URL

    init(at path: URL, size: String) throws {
        self.path = path
        guard Self.run(["/bin/mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path.path]) else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    func unmount() {
        _ = Self.run(["/bin/umount", path.path])
    }

    /// Whether this test run may mount a tmpfs (root, and a kernel that lets it).
    static let available: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        let probe = FileManager.default.temporaryDirectory.appending(path: "linernotes-mount-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil,
            run(["/bin/mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", probe.path])
        else { return false }
        return run(["/bin/umount", probe.path])
    }()

    private static func run(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
