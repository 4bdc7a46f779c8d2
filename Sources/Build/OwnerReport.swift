import Basics
import Covers
import Model
import Rendering

/// What the archive's albums lack, for the owner: `check` prints it after the warnings. The same facts as the hints
/// `serve`'s preview shows on album pages (`AlbumGaps`); notes, never errors.
public struct OwnerReport: Sendable, CustomStringConvertible {
    /// The album files (relative to the site folder) without a cover, and without a track list, in file order.
    public let withoutCover: [String]
    public let withoutTrackList: [String]

    /// Files listed per group; the rest are counted.
    static let listed = 10

    init(albums: [Album], covers: [String: SizedCover]) {
        let gaps = albums.sorted { $0.sourcePath < $1.sourcePath }.map { ($0.sourcePath, AlbumGaps($0, cover: covers[$0.slug])) }
        withoutCover = gaps.filter { $0.1.contains(.cover) }.map(\.0)
        withoutTrackList = gaps.filter { $0.1.contains(.trackList) }.map(\.0)
    }

    public var isEmpty: Bool { withoutCover.isEmpty && withoutTrackList.isEmpty }

    /// A heading per gap with what to do, then the files, indented; empty when nothing is missing.
    public var description: String {
        let fetch = "run `linernotes build` online to fetch what the music web has"
        return (Self.group(withoutCover, "a cover", fix: "\(fetch), or add `cover:` (an image beside the album file) or an `mbid:` to the file")
            + Self.group(withoutTrackList, "a track list", fix: "\(fetch), or add `tracks:` or an `mbid:` to the file"))
            .joined(separator: "\n")
    }

    private static func group(_ files: [String], _ what: String, fix: String) -> [String] {
        guard !files.isEmpty else { return [] }
        let more = files.count > listed ? ["  and \(files.count - listed) more"] : []
        return ["\(Counted(files.count, "album")) without \(what): \(fix)"] + files.prefix(listed).map { "  " + $0 } + more
    }
}
