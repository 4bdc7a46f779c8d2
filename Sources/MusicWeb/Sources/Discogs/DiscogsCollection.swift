import Foundation
import Model

/// Discogs' collection API for one user: their folders, their notes fields, the pages of their collection
/// (`/users/{user}/collection/folders/0/releases`, 100 a page) and of their wantlist (`/users/{user}/wants`), through
/// the fetcher as any Discogs request (its spacing, token and cache). Private collections need the owner's
/// `DISCOGS_TOKEN`.
package struct DiscogsCollection: Sendable {
    package let fetcher: Fetcher
    package let user: String

    package init(fetcher: Fetcher, user: String) {
        self.fetcher = fetcher
        self.user = user
    }

    /// Why the collection could not be read, in words for the owner.
    package struct Failure: Error, Sendable {
        package let message: String
    }

    /// One page of the collection.
    package struct Page: Decodable, Sendable, IdentifiedAnswer {
        package var isIdentified: Bool { pagination?.pages != nil && releases != nil }
        package var pagination: Pagination?
        package var releases: [Item]?

        package struct Pagination: Decodable, Sendable {
            package var page: Int?
            package var pages: Int?
            package var items: Int?
        }
    }

    /// A record of the collection: an instance of a release, with the owner's rating, folder and notes fields.
    package struct Item: Decodable, Sendable {
        package var id: Int?
        package var instanceID: Int?
        package var folderID: Int?
        package var rating: Int?
        package var dateAdded: String?
        package var basicInformation: Basic?
        package var notes: [Note]?

        /// The release as the collection lists it: its artists, labels and formats in the release's own shapes.
        package struct Basic: Decodable, Sendable {
            package var id: Int?
            package var title: String?
            package var year: Int?
            package var artists: [DiscogsRelease.Name]?
            package var labels: [DiscogsRelease.Label]?
            package var formats: [DiscogsRelease.Format]?
        }

        package struct Note: Decodable, Sendable {
            package var fieldID: Int?
            package var value: String?

            enum CodingKeys: String, CodingKey {
                case fieldID = "field_id"
                case value
            }
        }

        enum CodingKeys: String, CodingKey {
            case id, rating, notes
            case instanceID = "instance_id"
            case folderID = "folder_id"
            case dateAdded = "date_added"
            case basicInformation = "basic_information"
        }
    }

    /// One page of the wantlist.
    package struct WantsPage: Decodable, Sendable, IdentifiedAnswer {
        package var isIdentified: Bool { pagination?.pages != nil && wants != nil }
        package var pagination: Page.Pagination?
        package var wants: [Want]?
    }

    /// A record on the wantlist: the release as the collection lists one, when it was wanted, the owner's note.
    package struct Want: Decodable, Sendable {
        package var id: Int?
        package var dateAdded: String?
        package var notes: String?
        package var basicInformation: Item.Basic?

        enum CodingKeys: String, CodingKey {
            case id, notes
            case dateAdded = "date_added"
            case basicInformation = "basic_information"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(Int.self, forKey: .id)
            dateAdded = try? container.decodeIfPresent(String.self, forKey: .dateAdded)
            // A note is text; anything else in its place is no note, not a broken page.
            notes = try? container.decodeIfPresent(String.self, forKey: .notes)
            // A release of another shape (a year as text, a format without descriptions) makes this want one that is
            // skipped and named, not a page that cannot be read.
            basicInformation = try? container.decodeIfPresent(Item.Basic.self, forKey: .basicInformation)
        }
    }

    private struct Folders: Decodable, Sendable, IdentifiedAnswer {
        var isIdentified: Bool { folders != nil }
        var folders: [Named]?
    }

    private struct Fields: Decodable, Sendable, IdentifiedAnswer {
        var isIdentified: Bool { fields != nil }
        var fields: [Named]?
    }

    private struct Named: Decodable, Sendable {
        var id: Int?
        var name: String?
    }

    /// Whether `name` can be a Discogs user name (letters, digits, `.`, `_`, `-`), so it can go into a URL as it is.
    package static func isUserName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 100 && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
    }

    private var base: String { "\(fetcher.settings.sources.baseURL(.discogs))/users/\(user)" }

    /// The folders' names by id; without the owner's token Discogs lists only "All" (0).
    package func folders() async -> Result<[Int: String], Failure> {
        switch await ask("\(base)/collection/folders", as: Folders.self) {
        case .failure(let failure): return .failure(failure)
        case .success(let folders):
            return .success(Dictionary((folders.folders ?? []).compactMap { f in f.id.map { ($0, f.name ?? "") } }, uniquingKeysWith: { a, _ in a }))
        }
    }

    /// The notes fields' names by id ("Media Condition", "Sleeve Condition", "Notes" and the owner's own); Discogs'
    /// three defaults when the list is empty.
    package func fields() async -> Result<[Int: String], Failure> {
        switch await ask("\(base)/collection/fields", as: Fields.self) {
        case .failure(let failure): return .failure(failure)
        case .success(let fields):
            let named = (fields.fields ?? []).compactMap { f in f.id.map { ($0, f.name ?? "") } }
            return .success(named.isEmpty ? Self.defaultFields : Dictionary(named, uniquingKeysWith: { a, _ in a }))
        }
    }

    package static let defaultFields = [1: "Media Condition", 2: "Sleeve Condition", 3: "Notes"]

    /// Page `number` (from 1) of the whole collection, oldest additions first.
    package func page(_ number: Int) async -> Result<Page, Failure> {
        await ask("\(base)/collection/folders/0/releases?per_page=100&page=\(number)&sort=added&sort_order=asc", as: Page.self)
    }

    /// Page `number` (from 1) of the wantlist, as Discogs orders it.
    package func wantsPage(_ number: Int) async -> Result<WantsPage, Failure> {
        await ask("\(base)/wants?per_page=100&page=\(number)", as: WantsPage.self, what: "wantlist")
    }

    /// `what`: what is read, in the messages ("the collection of brotherlogic").
    private func ask<T: Decodable & Sendable>(_ text: String, as type: T.Type, what: String = "collection") async -> Result<T, Failure> {
        guard let url = URL(string: text) else { return .failure(Failure(message: "'\(user)' cannot be part of a Discogs address")) }
        switch await fetcher.get(.discogs, url, kind: .json, shape: .decodes(T.self)) {
        case .unavailable:
            let reason = await fetcher.stats.warnings.last ?? "Discogs could not be reached"
            return .failure(Failure(message: "the \(what) of \(user) could not be fetched (\(reason))"))
        case .answer(let fetched) where fetched.stale:
            // An older answer from the cache is not the collection as it is now: a sync must not act on it.
            let reason = await fetcher.stats.warnings.last.map { " (\($0))" } ?? ""
            return .failure(Failure(message: "Discogs did not answer for the \(what) of \(user) just now\(reason); an older answer is in the cache, which a sync does not use: try again later"))
        case .answer(let fetched):
            if fetched.status == 200, let value = try? JSONDecoder().decode(T.self, from: fetched.body) {
                return .success(value)
            }
            let said = (try? JSONDecoder().decode(Message.self, from: fetched.body))?.message.map { " (Discogs: \"\($0)\")" } ?? ""
            switch fetched.status {
            case 404:
                return .failure(Failure(message: "Discogs has no user \(user)\(said); check the name on their profile page, discogs.com/user/<name>"))
            case 401, 403:
                let token = fetcher.settings.secrets[.discogs] == nil
                    ? "set DISCOGS_TOKEN to the owner's personal access token (discogs.com/settings/developers) to read it"
                    : "DISCOGS_TOKEN is set, but it is not the token of \(user): only the owner can read a private \(what)"
                return .failure(Failure(message: "the \(what) of \(user) is private\(said); \(token)"))
            default:
                return .failure(Failure(message: "Discogs answered the \(what) of \(user) with status \(fetched.status)\(said), not a \(what)"))
            }
        }
    }

    private struct Message: Decodable {
        var message: String?
    }
}
