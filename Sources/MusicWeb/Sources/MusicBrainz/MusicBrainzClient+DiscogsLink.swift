import Foundation
import Model

extension MusicBrainzClient {
    /// MusicBrainz's URL entity for a Discogs release page, with the releases linked to it (`inc=release-rels`).
    struct LinkedURL: Decodable, Sendable, IdentifiedAnswer {
        /// The URL entity names its id and the URL it is.
        var id: String?
        var resource: String?
        var isIdentified: Bool { id != nil || resource != nil }

        struct Relation: Decodable, Sendable {
            var targetType: String?
            var release: Release?
            enum CodingKeys: String, CodingKey {
                case release
                case targetType = "target-type"
            }
        }
        var relations: [Relation]?
    }

    /// The MusicBrainz releases linked to Discogs release `id` (the URL lookup, one request, cached like every
    /// answer): none when MusicBrainz does not know that Discogs page (it answers 404) or links it to no release.
    package func releases(linkedToDiscogs id: Int) async -> Lookup<[Release]> {
        let resource = "https://www.discogs.com/release/\(id)"
        guard let url = QueryString.url("\(base)/url", [("resource", resource), ("inc", "release-rels"), ("fmt", "json")]) else { return .none }
        switch await fetcher.json(.musicbrainz, url, as: LinkedURL.self) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let entity):
            var seen = Set<String>()
            let releases = (entity.relations ?? []).filter { $0.targetType == nil || $0.targetType == "release" }.compactMap(\.release)
                .filter { seen.insert($0.id).inserted }
            return releases.isEmpty ? .none : .found(releases)
        }
    }

    /// The release linked to the album's Discogs release, with why: the only one linked, else the one that agrees
    /// best with what the owner wrote (`weigh`). None when MusicBrainz links none, so the caller searches instead.
    package func identify(discogs id: Int, _ wanted: Wanted) async -> Lookup<Identified> {
        switch await releases(linkedToDiscogs: id) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let linked):
            return Self.weigh(linked, wanted, method: .discogsLink, discogs: id).map { .found($0) } ?? .none
        }
    }
}
