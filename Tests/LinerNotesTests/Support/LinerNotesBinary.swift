import Foundation

/// The built `linernotes` command, run as a user runs it: arguments in, exit status and both streams out.
struct LinerNotesBinary {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    struct Missing: Error, CustomStringConvertible {
        let looked: [String]
        var description: String {
            "no linernotes binary (looked at \(looked.joined(separator: ", "))): build it with `swift build --build-tests`, or set LINERNOTES_BINARY"
        }
    }

    let url: URL

    /// $LINERNOTES_BINARY, else the binary built beside the tests (`swift build --build-tests` and `swift test` build both).
    static func locate() throws -> LinerNotesBinary {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["LINERNOTES_BINARY"] { candidates.append(URL(fileURLWithPath: path)) }
        let testBundle = Bundle.main.bundleURL
        candidates.append(testBundle.appending(path: "linernotes"))  // Linux: the folder of the test executable
        candidates.append(testBundle.deletingLastPathComponent().appending(path: "linernotes"))  // macOS: beside the .xctest bundle
        candidates.append(repositoryRoot.appending(path: ".build/debug/linernotes"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Missing(looked: candidates.map(\.path))
        }
        return LinerNotesBinary(url: found)
    }

    /// Runs the command to its end; its streams go through files, so a long output cannot fill a pipe and stall it.
    func run(_ arguments: [String], in directory: URL? = nil) async throws -> Run {
        let streams = FileManager.default.temporaryDirectory.appending(path: "linernotes-run-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: streams, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: streams) }
        let outputFile = streams.appending(path: "stdout"), errorFile = streams.appending(path: "stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let output = try FileHandle(forWritingTo: outputFile), errors = try FileHandle(forWritingTo: errorFile)
        defer { try? output.close(); try? errors.close() }

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        return Run(
            status: status,
            output: try String(contentsOf: outputFile, encoding: .utf8),
            errors: try String(contentsOf: errorFile, encoding: .utf8)
        )
    }
}
