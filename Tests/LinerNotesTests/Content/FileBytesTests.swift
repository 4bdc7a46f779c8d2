import Foundation
import Testing
@testable import Basics
@testable import Content

@Suite("Reading the archive's files")
struct FileBytesTests {
    @Test("a file's bytes are read whole, empty or megabytes long; a folder or a missing file is nil, and its message is the usual one")
    func wholeFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for (name, bytes) in [("empty", [UInt8]()), ("small", Array("---\ntitle: Ä\n---\nNotes.\n".utf8)), ("large", large)] {
            let url = folder.appending(path: name)
            try Data(bytes).write(to: url)
            #expect(FileBytes.read(url.path) == bytes, "\(name)")
        }
        #if os(Linux)
        // A file longer than its stated size (the kernel's files say 0) is read on to its end.
        let cmdline = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/cmdline"))
        #expect(cmdline.count > 1 && FileBytes.read("/proc/self/cmdline") == Array(cmdline))
        #endif
        #expect(FileBytes.read(folder.path) == nil)
        #expect(FileBytes.read(folder.appending(path: "gone").path) == nil)
        // A file that cannot be read says why, as it did before.
        guard case .failure(let problem) = SourceFile.read(folder.appending(path: "gone.md"), displayPath: "content/albums/gone.md") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(problem.description.hasPrefix("content/albums/gone.md: error: cannot be read ("))
        guard case .success(let file) = SourceFile.read(folder.appending(path: "small"), displayPath: "content/albums/small.md") else {
            Issue.record("a file was not read")
            return
        }
        #expect(file.text == "---\ntitle: Ä\n---\nNotes.\n")
    }

    @Test("a folder's entries are read by their names as they are, short, 255 bytes long, or in other scripts")
    func entryNames() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "entrynames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var names = Set(["a", "Ünïcode 名前.md", String(repeating: "x", count: 255)])
        for length in stride(from: 2, to: 250, by: 7) { names.insert(String(repeating: "n", count: length) + ".md") }
        for name in names { try Data("x".utf8).write(to: folder.appending(path: name)) }
        #expect(Set(FileListing.files(under: folder.path).map(\.path)) == names)
    }
}
