import Model

extension MusicBrainzClient.Release {
    /// One relationship as WS/2 sends it: to an artist (a credit), or to a work (a recording's `performance`, with
    /// the work's own relationships when asked with `work-level-rels`). Others (urls, places, labels) are skipped.
    package struct Relation: Decodable, Sendable {
        package struct Artist: Decodable, Sendable {
            package var id: String?
            package var name: String?
        }
        package struct Work: Decodable, Sendable {
            package var id: String
            package var title: String?
            package var relations: [Relation]?
        }
        package var type: String?
        package var targetType: String?
        package var targetCredit: String?
        package var attributes: [String]?
        package var artist: Artist?
        package var work: Work?
        package enum CodingKeys: String, CodingKey {
            case type, attributes, artist, work
            case targetType = "target-type"
            case targetCredit = "target-credit"
        }

        /// The credit it gives, when it is one the page words: the person as credited, with the attributes.
        package var credit: Model.Credit? {
            guard targetType == "artist", let type, let role = CreditRole(rawValue: type), let artist else { return nil }
            let credited = targetCredit.flatMap { $0.trimmedOfWhitespace.isEmpty ? nil : $0.trimmedOfWhitespace }
            guard let name = credited ?? artist.name.flatMap({ $0.trimmedOfWhitespace.isEmpty ? nil : $0.trimmedOfWhitespace }) else { return nil }
            return Model.Credit(role: role, name: name, artistID: artist.id, attributes: attributes ?? [])
        }
    }

    /// The release's credits and each track's, as MusicBrainz relates them; works with their authors.
    package var credits: AlbumCredits {
        var result = AlbumCredits(release: Self.unique((relations ?? []).compactMap(\.credit)))
        for (index, medium) in (media ?? []).enumerated() {
            let disc = medium.position ?? index + 1
            for (position, track) in (medium.tracks ?? []).enumerated() {
                let relations = track.recording?.relations ?? []
                var works: [CreditedWork] = []
                for relation in relations where relation.targetType == "work" && relation.type == "performance" {
                    guard let work = relation.work, !works.contains(where: { $0.id == work.id }) else { continue }
                    let authors = Self.unique((work.relations ?? []).compactMap(\.credit).filter(\.role.isAuthorship))
                    works.append(CreditedWork(title: work.title ?? "", id: work.id, credits: authors))
                }
                let credits = Self.unique(relations.compactMap(\.credit))
                guard !credits.isEmpty || !works.isEmpty else { continue }
                result.tracks.append(TrackCredits(
                    disc: disc, position: position + 1, number: track.number.flatMap { $0.isEmpty ? nil : $0 }, title: track.title,
                    credits: credits, works: works))
            }
        }
        return result
    }

    /// Each credit once (MusicBrainz repeats a relationship with other dates), in the order sent.
    private static func unique(_ credits: [Model.Credit]) -> [Model.Credit] {
        var seen = Set<Model.Credit>()
        return credits.filter { seen.insert($0).inserted }
    }
}
