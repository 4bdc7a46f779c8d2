/// The keys a track of an album file may have (`- { title: …, length: "4:05", disc: 2, … }`): the one list that the
/// parser reads (an unknown key's warning names them all) and the importers write, each by an exhaustive switch, so a
/// key added here must be read and written before the project builds.
package enum TrackKey: String, CaseIterable, Sendable {
    case title, length, disc, number, artist, file

    /// "title, length, disc, number, artist, file": for messages.
    package static var listed: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
