import Foundation
import Model

/// The Cover Art Archive: front covers of MusicBrainz releases, as sized thumbnails.
package struct CoverArtArchiveClient: Sendable {
    package let fetcher: Fetcher

    package init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    private struct Listing: Decodable, Sendable, IdentifiedAnswer {
        /// Every image listed has its URL.
        var isIdentified: Bool { (images ?? []).allSatisfy { $0.image != nil } }

        struct Image: Decodable, Sendable {
            var front: Bool?
            var approved: Bool?
            var types: [String]?
            var image: String?
            var thumbnails: [String: String]?
        }
        var images: [Image]?
    }

    /// The thumbnail URLs of the front cover, by size (250 and 500), of a release or a release group.
    package func frontThumbnails(release id: String, group: Bool = false) async -> Lookup<[Int: String]> {
        let base = fetcher.settings.sources.baseURL(.coverArtArchive)
        guard let url = URL(string: "\(base)/\(group ? "release-group" : "release")/\(id)") else { return .none }
        switch await fetcher.json(.coverArtArchive, url, as: Listing.self) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let listing):
            let images = listing.images ?? []
            guard let front = images.first(where: { $0.front == true && $0.approved != false })
                ?? images.first(where: { $0.types?.contains("Front") == true })
            else { return .none }
            let thumbnails = front.thumbnails ?? [:]
            var sizes: [Int: String] = [:]
            if let small = thumbnails["250"] ?? thumbnails["small"] { sizes[250] = small }
            if let large = thumbnails["500"] ?? thumbnails["large"] ?? front.image { sizes[500] = large }
            return sizes.isEmpty ? .none : .found(sizes)
        }
    }
}
