import Foundation
import Basics

/// The cached answers this code found to have the shape a client reads (`AnswerShape`), by content hash and shape
/// name, kept in the cache folder (`checked-answers`) between builds: checking an answer decodes it several times
/// (once more for each group of `null`s in it, `JSONShape`), which for a collection's cached answers was most of a
/// build, every build. An object's bytes are checked against its hash when read (`ObjectStore.get`), so the same hash
/// is the same answer, and the same code checks it the same way.
///
/// Only answers found to fit are kept. The file names the code that wrote it (`ExecutableIdentity.code`: a clean
/// package's commit, else the binary file): another's (an upgrade, a build from changed source, whose clients may
/// read more) is not trusted, nor is a file whose closing digest does not match its lines; either is ignored, every
/// answer is checked again, and the file is written anew. Losing it costs time, never a wrong page.
public final class CheckedAnswers: Sendable {
    private struct State {
        var loaded = false
        /// Shape name → the hashes of the answers found to fit it.
        var fitting: [String: Set<String>] = [:]
        var added = 0
    }

    /// Where they are kept; nil: in memory only.
    let file: URL?
    /// Whether `save` writes the file (`check` reads the cache, never writes it).
    let saves: Bool
    let identity: String
    private let state = Locked(State())
    private let checks = Locked(0)

    static let header = "linernotes checked answers 1"

    public init(file: URL?, saves: Bool = true, identity: String = ExecutableIdentity.code) {
        self.file = file
        self.saves = saves
        self.identity = identity
    }

    /// How many answers were checked, not taken from here (tests).
    package var checkCount: Int { checks.withLock { $0 } }

    /// Whether the answer `body`, stored under `object`, fits `shape`: remembered, or checked now (and remembered when
    /// it fits).
    func fits(_ shape: AnswerShape, object: String, body: Data) -> Bool {
        if known(shape.name, object) { return true }
        checks.withLock { $0 += 1 }
        guard shape.fits(body) else { return false }
        remember(shape, object: object)
        return true
    }

    /// The answer stored under `object` was found to fit `shape` (a fresh answer, checked before it was cached).
    func remember(_ shape: AnswerShape, object: String) {
        _ = known(shape.name, object)  // loads what is kept first, so saving keeps it
        state.withLock { state in
            if state.fitting[shape.name, default: []].insert(object).inserted { state.added += 1 }
        }
    }

    private func known(_ name: String, _ object: String) -> Bool {
        state.withLock { state in
            if !state.loaded {
                state.loaded = true
                state.fitting = file.flatMap { Self.read($0, identity: identity) } ?? [:]
            }
            return state.fitting[name]?.contains(object) ?? false
        }
    }

    /// Writes what is known, when this build found more, of the answers still in the cache (`stored`: whether an
    /// object is, so the file does not grow with answers replaced or swept); a failure to write loses nothing but the
    /// time saved.
    public func save(keepingOnly stored: (String) -> Bool) {
        guard let file, saves else { return }
        let text: Data? = state.withLock { state in
            guard state.added > 0 else { return nil }
            state.added = 0
            state.fitting = state.fitting.mapValues { $0.filter(stored) }.filter { !$0.value.isEmpty }
            return Self.text(state.fitting, identity: identity)
        }
        guard let text else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Through `AtomicFile`: never half written, and a killed run's temporary file is swept by the next.
        try? AtomicFile.write(text, to: file)
    }

    /// The file's text: the header, the binary, `shape <name>` and the hashes fitting it (sorted), then a digest of
    /// all the lines before.
    static func text(_ fitting: [String: Set<String>], identity: String) -> Data {
        var lines = [header, "binary \(identity)"]
        for name in fitting.keys.sorted() {
            lines.append("shape \(name)")
            lines.append(contentsOf: fitting[name, default: []].sorted())
        }
        let body = lines.joined(separator: "\n") + "\n"
        return Data((body + "digest \(ContentHash.sha256(Data(body.utf8)))\n").utf8)
    }

    /// What `text` wrote, when it is whole and this binary's; nil otherwise.
    static func read(_ file: URL, identity: String) -> [String: Set<String>]? {
        guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else { return nil }
        guard let mark = text.range(of: "digest ", options: .backwards), mark.lowerBound == text.startIndex || text[text.index(before: mark.lowerBound)] == "\n"
        else { return nil }
        let body = text[..<mark.lowerBound]
        guard text[mark.upperBound...] == "\(ContentHash.sha256(Data(body.utf8)))\n" else { return nil }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()[...]
        guard lines.popFirst() == Substring(header), lines.popFirst() == Substring("binary \(identity)") else { return nil }
        var fitting: [String: Set<String>] = [:]
        var name: String?
        for line in lines {
            if line.hasPrefix("shape ") {
                name = String(line.dropFirst(6))
            } else if let name, line.utf8.count == 64 {
                fitting[name, default: []].insert(String(line))
            } else {
                return nil
            }
        }
        return fitting
    }
}
