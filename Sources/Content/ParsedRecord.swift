import Foundation
import Basics
import Engine
import Model

/// The album files as the last `build` parsed them, kept beside the output (`.public.linernotes/parsed`) so the next
/// build takes an album whose file has not changed instead of reading and parsing it again: at 10,000 albums, parsing
/// was a quarter of a build after one edit. What `ParsedFiles` is for `serve` within one process, this is for `build`
/// across processes.
///
/// An entry is taken only when
/// - the file was written by the same code (`ExecutableIdentity.code`) with the same libcmark, for a site in the same
///   folder (else the whole file is set aside);
/// - its album file has the same stamp (inode, size, modification and change times: `FileStamp`) and the build reads
///   raw HTML in notes as that one did;
/// - parsing it looked at no other file: an album naming a local cover or audio file (whose checks and length read
///   those files) is parsed every build;
/// - it was changed well before the build that parsed it began (`FileStamp.changed(since:)`): a file written while it
///   was read could hold other bytes under the same stamp.
///
/// A build that found no record to read (the first, or any in CI, where nothing is kept) keeps no parse and leaves an
/// empty record: the build after it keeps them all.
///
/// An entry keeps the album as loaded (`Album.Loaded`, in `ValueCoding`'s form), its short notes (long ones are read
/// from the file again when the page renders, as always: `AlbumNotes`) and what parsing it said (its warnings, given
/// again each build). The file closes with a digest of all before it: a damaged one is set aside whole, with a note;
/// it is written again only when an entry was made or one was not taken, or there was none to read.
public final class ParsedRecord: Sendable {
    /// What parsing an album file gives (`ArchiveLoader`).
    typealias Parsed = (Album?, [Diagnostic], [AbsentAudioFile])

    struct Entry: Sendable {
        let stamp: FileStamp
        let keepsHTML: Bool
        /// Its payload's bytes: in the file read (`bytes`), or made this build.
        let payload: Payload.Bytes
    }

    /// What an entry's payload holds.
    struct Payload: Codable {
        let album: Album.Loaded
        let heldNotes: String?
        let diagnostics: [Diagnostic]

        enum Bytes: Sendable {
            case read(Range<Int>)
            case made([UInt8])
        }
    }

    private struct State: Sendable {
        var taken: Set<String> = []
        var made: [String: Entry] = [:]
    }

    public let file: URL
    private let context: String
    private let loadStarted: timespec
    /// The entries read from the file (for this context), by the album file's absolute path, and the file's bytes.
    private let read: [String: Entry]
    private let bytes: [UInt8]
    private let state = Locked(State())
    /// What was set aside when the file was read (damaged), for the build's notes.
    public let note: String?
    /// Whether there was no record for this build to read (none, another context's, damaged). Such a build keeps no
    /// parse (coding 10,000 albums took a clean build 4 % longer) and writes a record with no entry: a build in CI,
    /// where nothing is kept between runs, never pays for one, and the next build on the owner's machine fills it.
    private let fresh: Bool

    static let magic = Array("linernotes parsed 1\n".utf8)

    /// Reads the record at `file` for a load of the site in `site` that began at `loadStarted`.
    public init(file: URL, site: URL, loadStarted: timespec) {
        self.file = file
        self.loadStarted = loadStarted
        // The notes' check reads raw HTML with the system's libcmark, which an upgrade may change under the same code.
        let context = site.standardizedFileURL.path + "\n" + ExecutableIdentity.code + "\ncmark " + Markdown.libraryVersion
        self.context = context
        let bytes = FileBytes.read(file.path)
        switch bytes.map({ Self.decode($0, context: context) }) {
        case nil, .otherContext?:
            (read, self.bytes, note, fresh) = ([:], [], nil, true)
        case .damaged?:
            (read, self.bytes, note, fresh) = ([:], [], "was damaged, so it was set aside: every album file is parsed this time", true)
        case .entries(let entries)?:
            (read, self.bytes, note, fresh) = (entries, bytes ?? [], nil, false)
        }
    }

    /// How many album files were taken from the record, not parsed (tests).
    package var reuseCount: Int { state.withLock { $0.taken.count } }

    /// How many entries the record holds as this build leaves it (tests): those taken and those made.
    package var entryCount: Int { state.withLock { $0.taken.subtracting($0.made.keys).count + $0.made.count } }

    /// What parsing `path` gave when it had the stamp it has now (an album file), or what `parse` gives now, kept for
    /// the next build when it can be.
    func parsed<Result>(_ path: String, keepsHTML: Bool, _ parse: () -> Result) -> Result {
        guard Result.self == Parsed.self, let stamp = FileStamp(path: path) else { return parse() }
        if let entry = read[path], entry.stamp == stamp, entry.keepsHTML == keepsHTML, let kept = parsed(entry.payload, path: path) as? Result {
            state.withLock { _ = $0.taken.insert(path) }
            return kept
        }
        let result = parse()
        if !fresh, !stamp.changed(since: loadStarted), Self.isKept(stamp), let parsed = result as? Parsed, let payload = Self.payload(parsed),
            let bytes = ValueCoding.encode(payload)
        {
            state.withLock { $0.made[path] = Entry(stamp: stamp, keepsHTML: keepsHTML, payload: .made(bytes)) }
        }
        return result
    }

    /// Whether the file's stamp can be written as it is: every part a number from 0 (a file dated before 1970 is
    /// parsed every build).
    static func isKept(_ stamp: FileStamp) -> Bool {
        stamp.inode <= UInt64(Int.max) && stamp.size >= 0 && stamp.modified.tv_sec >= 0 && stamp.modified.tv_nsec >= 0
            && stamp.changed.tv_sec >= 0 && stamp.changed.tv_nsec >= 0
    }

    /// An album file's parse as kept: only one that looked at no other file and found nothing wrong.
    static func payload(_ parsed: Parsed) -> Payload? {
        let (album, diagnostics, absent) = parsed
        guard let album, absent.isEmpty, album.coverFile == nil, album.tracks.allSatisfy({ $0.file == nil }),
            !diagnostics.contains(where: { $0.severity == .error })
        else { return nil }
        return Payload(album: album.loaded, heldNotes: album.keptNotes.heldText, diagnostics: diagnostics)
    }

    private func parsed(_ payload: Payload.Bytes, path: String) -> Parsed? {
        switch payload {
        case .read(let range): bytes.withUnsafeBufferPointer { Self.parsed(UnsafeBufferPointer(rebasing: $0[range]), path: path) }
        case .made(let made): made.withUnsafeBufferPointer { Self.parsed($0, path: path) }
        }
    }

    /// The parse an entry keeps, for the file at `path`: the album with its notes read again from there when long.
    static func parsed(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Parsed? {
        guard let payload = ValueCoding.decode(Payload.self, from: bytes) else { return nil }
        var album = Album(payload.album)
        let shown = album.sourcePath
        album.keptNotes = AlbumNotes(digest: album.keptNotes.digest, heldText: payload.heldNotes, file: shown) {
            AlbumParser.notes(at: URL(fileURLWithPath: path, isDirectory: false), displayPath: shown)
        }
        return (album, payload.diagnostics, [])
    }

    /// Writes the entries taken or made in this build (only when one was made, or one read was not taken: an album
    /// changed or gone, or there was no record to read); a failure to write loses nothing but the time saved next build.
    public func save() {
        let entries: [String: Entry]? = state.withLock { state in
            guard fresh || !state.made.isEmpty || state.taken.count != read.count else { return nil }
            var entries = read.filter { state.taken.contains($0.key) }
            entries.merge(state.made) { _, made in made }
            return entries
        }
        guard let entries else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFile.write(to: file) { sink in _ = Self.write(entries, context: context, from: bytes, to: sink) }
    }

    // MARK: The file

    /// The magic line, the context, the count of entries, then each entry by path: its stamp, whether it kept raw
    /// HTML, its payload; a digest of all that (`StateFile`). `bytes`: the file read, which entries read point into.
    static func write(
        _ entries: [String: Entry], context: String, from bytes: [UInt8], to sink: @escaping (UnsafeRawBufferPointer) -> Bool
    ) -> Bool {
        var writer = StateFile.Writer(magic: magic, sink: sink)
        writer.text(context)
        writer.number(entries.count)
        bytes.withUnsafeBufferPointer { read in
            for (path, entry) in entries {
                writer.text(path)
                writer.number(Int(entry.stamp.inode))
                writer.number(Int(entry.stamp.size))
                writer.number(Int(entry.stamp.modified.tv_sec))
                writer.number(Int(entry.stamp.modified.tv_nsec))
                writer.number(Int(entry.stamp.changed.tv_sec))
                writer.number(Int(entry.stamp.changed.tv_nsec))
                writer.number(entry.keepsHTML ? 1 : 0)
                switch entry.payload {
                case .read(let range): writer.text(bytes: UnsafeBufferPointer(rebasing: read[range]))
                case .made(let made): made.withUnsafeBufferPointer { writer.text(bytes: $0) }
                }
            }
        }
        return writer.finish()
    }

    enum Decoded {
        case entries([String: Entry])
        case otherContext
        case damaged
    }

    static func decode(_ bytes: [UInt8], context: String) -> Decoded {
        // Another version's record (a binary from before the last change of the form) is another context.
        if bytes.starts(with: magic.dropLast(2)), !bytes.starts(with: magic) { return .otherContext }
        guard var reader = StateFile.Reader(bytes, magic: magic), let written = reader.text() else { return .damaged }
        guard written == context else { return .otherContext }
        guard let count = reader.count() else { return .damaged }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.text(), let inode = reader.number(), let size = reader.number(),
                let modifiedSeconds = reader.number(), let modifiedNanoseconds = reader.number(),
                let changedSeconds = reader.number(), let changedNanoseconds = reader.number(), let keepsHTML = reader.number(),
                let payload = reader.textRange()
            else { return .damaged }
            let stamp = FileStamp(
                inode: UInt64(truncatingIfNeeded: inode), size: Int64(size),
                modified: timespec(tv_sec: modifiedSeconds, tv_nsec: modifiedNanoseconds),
                changed: timespec(tv_sec: changedSeconds, tv_nsec: changedNanoseconds))
            entries[path] = Entry(stamp: stamp, keepsHTML: keepsHTML == 1, payload: .read(payload))
        }
        return reader.isAtEnd ? .entries(entries) : .damaged
    }
}
