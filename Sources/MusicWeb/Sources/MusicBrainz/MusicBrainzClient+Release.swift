import Basics
import Model

extension MusicBrainzClient {
    /// A release as WS/2 sends it (a lookup by id, or one of a search's results).
    package struct Release: Decodable, Sendable {
        package struct ReleaseGroup: Decodable, Sendable {
            package var id: String
            var firstReleaseDate: String?
            package var primaryType: String?
            package var secondaryTypes: [String]?
            package enum CodingKeys: String, CodingKey {
                case id
                case firstReleaseDate = "first-release-date"
                case primaryType = "primary-type"
                case secondaryTypes = "secondary-types"
            }
        }
        package struct Credit: Decodable, Sendable {
            package struct Artist: Decodable, Sendable {
                package var id: String?
                package var name: String?
                /// MusicBrainz's comment telling them from others of their name ("US grunge band"); "" when none.
                package var disambiguation: String?
            }
            package var name: String
            package var joinphrase: String?
            package var artist: Artist?

            package var credited: CreditedArtist { CreditedArtist(name: name, joinphrase: joinphrase ?? "") }
        }
        package struct LabelInfo: Decodable, Sendable {
            package struct Label: Decodable, Sendable {
                package var name: String?
                private enum CodingKeys: String, CodingKey { case name }
                /// MusicBrainz sends `"label": null` for a catalogue number with no label: no name, not a broken
                /// answer (`JSONShape` tries that null as a string, which this reads as no name).
                package init(from decoder: any Decoder) throws {
                    name = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .name)
                }
            }
            package var catalogNumber: String?
            package var label: Label?
            package enum CodingKeys: String, CodingKey {
                case label
                case catalogNumber = "catalog-number"
            }
        }
        /// `label-info` read leniently: only the weighing reads it, so a `null` or odd value there is no label rather
        /// than a broken answer (`JSONShape` tries a `null` as a string, which this reads as none).
        struct LabelInfoList: Decodable, Sendable {
            var entries: [LabelInfo]
            init(from decoder: any Decoder) throws {
                entries = (try? decoder.singleValueContainer().decode([LabelInfo].self)) ?? []
            }
        }
        package struct Recording: Decodable, Sendable {
            package var video: Bool?
            /// Who played on it, and the works it performs (asked with `recording-level-rels`).
            package var relations: [Relation]?
        }
        package struct Medium: Decodable, Sendable {
            package var position: Int?
            package var title: String?
            package var format: String?
            var pregap: MediumTrack?
            package var tracks: [MediumTrack]?
            var dataTracks: [MediumTrack]?
            /// Its number of tracks, as a search answer gives it (without the tracks themselves).
            var trackCount: Int?
            package enum CodingKeys: String, CodingKey {
                case position, title, format, pregap, tracks
                case dataTracks = "data-tracks"
                case trackCount = "track-count"
            }
        }
        package struct MediumTrack: Decodable, Sendable {
            package var number: String?
            package var title: String
            package var length: Int?
            package var artistCredit: [Credit]?
            package var recording: Recording?
            package enum CodingKeys: String, CodingKey {
                case number, title, length, recording
                case artistCredit = "artist-credit"
            }
        }

        package var id: String
        package var title: String
        package var status: String?
        package var date: String?
        var score: Int?
        package var releaseGroup: ReleaseGroup?
        package var artistCredit: [Credit]?
        package var media: [Medium]?
        package var country: String?
        /// The labels and catalogue numbers (a search answer has them; a lookup only with `inc=labels`).
        package var labelInfo: [LabelInfo]? { labels?.entries }
        private var labels: LabelInfoList?
        /// Tracks on all media, as a search answer gives it.
        var listedTrackCount: Int?
        /// The release's own relationships (producers, engineers, design), asked with `artist-rels`.
        package var relations: [Relation]?

        package enum CodingKeys: String, CodingKey {
            case id, title, status, date, score, media, country, relations
            case releaseGroup = "release-group"
            case artistCredit = "artist-credit"
            case labels = "label-info"
            case listedTrackCount = "track-count"
        }

        /// "A & B feat. C": credits joined by their join phrases.
        package var artistName: String {
            Self.creditText(artistCredit ?? [])
        }

        static func creditText(_ credits: [Credit]) -> String {
            CreditedArtist.text(credits.map(\.credited))
        }

        /// This pressing's date; MusicBrainz sends `""` for an unknown one, which is no date, not the earliest.
        package var pressingDate: PartialDate? {
            date.flatMap { $0.isEmpty ? nil : PartialDate($0) }
        }

        /// The release group's first release: the album's original date.
        package var originalDate: PartialDate? {
            releaseGroup?.firstReleaseDate.flatMap { $0.isEmpty ? nil : PartialDate($0) }
        }

        /// Every medium as a disc, with its own title and format ("Live at the Fridge 1982", "DVD-Video").
        package var discs: [Disc] {
            (media ?? []).enumerated().map { index, medium in
                Disc(number: medium.position ?? index + 1, title: medium.title.flatMap { $0.isEmpty ? nil : $0 }, format: medium.format)
            }
        }

        /// Tracks across all media, as MusicBrainz has them: a hidden pregap track (track 0) first, then the tracks,
        /// then the data tracks; video recordings marked. A track's artists are kept when they are not the album's.
        package var tracks: [Track] {
            let albumCredit = MatchKey(artistName)
            return (media ?? []).enumerated().flatMap { index, medium in
                let disc = medium.position ?? index + 1
                func track(_ track: MediumTrack, kind: Track.Kind, fallbackNumber: String?) -> Track {
                    let credits = (track.artistCredit ?? []).map(\.credited)
                    let own = !credits.isEmpty && MatchKey(CreditedArtist.text(credits)) != albumCredit
                    return Track(
                        title: track.title, length: track.length.map { ($0 + 500) / 1000 }, disc: disc,
                        number: track.number.flatMap { $0.isEmpty ? nil : $0 } ?? fallbackNumber,
                        credits: own ? credits : [],
                        kind: track.recording?.video == true ? .video : kind)
                }
                var tracks: [Track] = []
                if let pregap = medium.pregap { tracks.append(track(pregap, kind: .hidden, fallbackNumber: "0")) }
                tracks += (medium.tracks ?? []).map { track($0, kind: .audio, fallbackNumber: nil) }
                tracks += (medium.dataTracks ?? []).map { track($0, kind: .data, fallbackNumber: nil) }
                return tracks
            }
        }

        /// The formats of its media, for comparing with the format the owner wrote.
        package var formats: [String] { (media ?? []).compactMap(\.format) }

        /// Its number of tracks: the media's track counts (a search answer), else the tracks listed (a lookup); nil
        /// when the answer says neither.
        package var trackCount: Int? {
            let media = media ?? []
            let counted = media.compactMap { $0.trackCount ?? $0.tracks?.count }
            if !media.isEmpty && counted.count == media.count { return counted.reduce(0, +) }
            return listedTrackCount
        }
    }
}
