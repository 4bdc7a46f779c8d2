import Foundation
import Model

/// ListenBrainz's statistics API: a user's top releases of all time.
package struct ListenBrainzClient: Sendable {
    package let fetcher: Fetcher

    /// Releases asked per page (the API's most) and pages at most: 2,000 releases, twenty requests.
    package static let pageSize = 100
    package static let maxPages = 20

    package init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    /// An answer of `GET /1/stats/user/{user}/releases`: every field optional, as real answers leave some out or null.
    package struct Page: Decodable, Sendable, IdentifiedAnswer {
        package struct Payload: Decodable, Sendable {
            package var releases: [Release]?
            package var count: Int?
            package var offset: Int?
            package var total_release_count: Int?
        }
        package struct Release: Decodable, Sendable {
            package var artist_name: String?
            package var release_name: String?
            package var release_mbid: String?
            package var release_group_mbid: String?
            package var listen_count: Int?
        }
        package var payload: Payload?

        /// A page has its payload, and its releases, when it lists any, names.
        package var isIdentified: Bool {
            guard let payload else { return false }
            let releases = payload.releases ?? []
            return releases.isEmpty || releases.contains { $0.release_name != nil }
        }
    }

    /// The user's releases by listens, page by page (spaced by the policy, each page cached) up to `maxPages` or the
    /// total ListenBrainz reports. A page after the first that fails ends the list there.
    package func topReleases(user: String) async -> Listening {
        let base = fetcher.settings.sources.baseURL(.listenbrainz)
        let name = user.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? user
        var found: [Listened] = []
        for page in 0..<Self.maxPages {
            let items = [("range", "all_time"), ("count", String(Self.pageSize)), ("offset", String(page * Self.pageSize))]
            guard let url = QueryString.url("\(base)/1/stats/user/\(name)/releases", items) else { return .unavailable }
            let outcome = await fetcher.get(.listenbrainz, url, kind: .json, shape: .decodes(Page.self))
            guard case .answer(let fetched) = outcome else { return page == 0 ? .unavailable : .found(found) }
            switch fetched.status {
            case 200: break
            case 204 where page == 0:
                return .note("ListenBrainz has no statistics for '\(user)' yet (it computes them every day or so); plays show once it has")
            case 404 where page == 0:
                return .problem("no plays for ListenBrainz user '\(user)': ListenBrainz has no such user; check the spelling of 'listenbrainz_user', or remove it")
            default: return page == 0 ? .unavailable : .found(found)
            }
            guard let payload = (try? JSONDecoder().decode(Page.self, from: fetched.body))?.payload else { return page == 0 ? .unavailable : .found(found) }
            let releases = payload.releases ?? []
            for release in releases {
                guard let title = release.release_name?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty,
                    let plays = release.listen_count, plays > 0
                else { continue }
                found.append(Listened(
                    title: title, artist: release.artist_name ?? "", releaseID: release.release_mbid, releaseGroupID: release.release_group_mbid,
                    plays: plays))
            }
            let total = payload.total_release_count ?? 0
            if releases.count < Self.pageSize || (page + 1) * Self.pageSize >= total { break }
        }
        return .found(found)
    }
}
