import Foundation
import Cache
import Model
import MusicWeb

/// `linernotes import discogs --user NAME`: a Discogs collection read through the API, every page, with Discogs'
/// rate and the owner's `DISCOGS_TOKEN` when it is set (a private collection needs it). Each record becomes a
/// `DiscogsRecord` exactly as a row of the CSV export does, so both imports write the same files.
public struct DiscogsCollectionImporter: Sendable {
    package let fetcher: Fetcher

    public init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    /// Most pages read: 1,000 pages of 100 records. A collection larger than that is cut, and the import says so.
    static let maxPages = 1000

    /// The collection's records as albums, and what was skipped; nothing at all when any page cannot be read.
    public func read(user name: String) async throws -> (albums: [ImportedAlbum], skipped: [String]) {
        let (collection, cacheLock) = try await open(name)
        defer { withExtendedLifetime(cacheLock) {} }
        // The folders first: an unknown user or a private collection is found with the first request.
        let folders: [Int: String]
        switch await collection.folders() {
        case .failure(let failure): throw ImportError("\(failure.message); nothing was imported")
        case .success(let found): folders = found
        }
        let fields: [Int: String]
        switch await collection.fields() {
        case .failure(let failure): throw ImportError("\(failure.message); nothing was imported")
        case .success(let found): fields = found
        }
        let (items, pagesLeft) = try await everyPage(of: "discogs user \(collection.user)", unread: "nothing was imported") { number in
            await collection.page(number).map { ($0.pagination?.pages, $0.releases ?? []) }
        }
        var skipped = pagesLeft
        var records: [(DiscogsRecord, origin: String)] = []
        for (item, origin) in items {
            guard let record = Self.record(item, folders: folders, fields: fields) else {
                skipped.append("\(origin): no release in the answer")
                continue
            }
            records.append((record, origin))
        }
        try await fetcher.index.save()
        fetcher.saveCheckedAnswers()
        var albums: [ImportedAlbum] = []
        for ((_, origin), made) in zip(records, DiscogsRecord.albums(records)) {
            switch made {
            case .failure(let skip): skipped.append("\(origin): \(skip.reason)")
            case .success(let album): albums.append(album)
            }
        }
        return (albums, skipped)
    }

    /// The collection of user `name` (checked to be a user name), and a shared lock on the cache while it is read.
    private func open(_ name: String) async throws -> (DiscogsCollection, CacheLock?) {
        let user = name.trimmingCharacters(in: .whitespaces)
        guard DiscogsCollection.isUserName(user) else {
            throw ImportError("'\(name)' is not a Discogs user name (letters, digits, '.', '_' and '-', as in discogs.com/user/<name>)")
        }
        let cacheLock = try await CacheLock(fetcher.index.file.deletingLastPathComponent(), exclusive: false)
        return (DiscogsCollection(fetcher: fetcher, user: user), cacheLock)
    }

    /// The items of every page `page(n)` gives, in order, each with where it came from ("<what>, page 2, record 7"),
    /// and a note when more than `maxPages` pages were left unread; the first page that cannot be read throws, its
    /// message ending with `unread`.
    private func everyPage<Item>(
        of what: String, unread: String, _ page: (Int) async -> Result<(pages: Int?, items: [Item]), DiscogsCollection.Failure>
    ) async throws -> (items: [(Item, origin: String)], skipped: [String]) {
        var items: [(Item, origin: String)] = []
        var number = 1
        var pages = 1
        while number <= pages {
            switch await page(number) {
            case .failure(let failure):
                throw ImportError("\(failure.message) at page \(number); \(unread)")
            case .success(let read):
                pages = read.pages ?? 1
                items += read.items.enumerated().map { ($1, "\(what), page \(number), record \($0 + 1)") }
            }
            number += 1
            if number > Self.maxPages, pages > Self.maxPages {
                return (items, ["\(what): only the first \(Self.maxPages) pages of \(pages) were read"])
            }
        }
        return (items, [])
    }

    /// A collection item as the export would list it.
    static func record(_ item: DiscogsCollection.Item, folders: [Int: String], fields: [Int: String]) -> DiscogsRecord? {
        guard let basic = item.basicInformation else { return nil }
        var record = release(basic, id: item.id, added: item.dateAdded)
        record.rating = item.rating
        record.folder = item.folderID.flatMap { folders[$0] } ?? ""
        for note in item.notes ?? [] {
            let value = note.value ?? ""
            switch note.fieldID.flatMap({ fields[$0] }) ?? "" {
            case "Media Condition": record.mediaCondition = value
            case "Sleeve Condition": record.sleeveCondition = value
            case "Notes": record.notes = value
            case "": continue
            case let name: record.customFields.append(DiscogsRecord.Field(name: name, value: value))
            }
        }
        // In the order the owner set the fields up, as the export's columns are.
        record.customFields.sort { a, b in
            (fields.first { $0.value == a.name }?.key ?? 0) < (fields.first { $0.value == b.name }?.key ?? 0)
        }
        return record
    }

    /// The release as the collection and the wantlist list it: artists, title, labels, formats, year, when added.
    static func release(_ basic: DiscogsCollection.Item.Basic, id: Int?, added: String?) -> DiscogsRecord {
        var record = DiscogsRecord(artist: artistText(basic.artists ?? []), title: basic.title ?? "")
        record.artists = (basic.artists ?? []).map(creditedName)
        let labels = basic.labels ?? []
        record.label = labels.compactMap(\.name).joined(separator: ", ")
        record.catalog = labels.compactMap(\.catno).joined(separator: ", ")
        record.format = formatText(basic.formats ?? [])
        record.released = (basic.year ?? 0) > 0 ? String(basic.year ?? 0) : ""
        record.releaseID = basic.id ?? id
        record.dateAdded = added ?? ""
        return record
    }

    /// The user's wantlist, every page (at most `maxPages`), each want as `DiscogsRecord.wanted()` makes it; a want
    /// without a release, title or artist is skipped and named. Nothing at all when any page cannot be read.
    public func readWantlist(user name: String) async throws -> (wants: [WantedRelease], skipped: [String]) {
        let (collection, cacheLock) = try await open(name)
        defer { withExtendedLifetime(cacheLock) {} }
        let (items, pagesLeft) = try await everyPage(of: "wantlist of \(collection.user)", unread: "the wantlist was left as it was") { number in
            await collection.wantsPage(number).map { ($0.pagination?.pages, $0.wants ?? []) }
        }
        var skipped = pagesLeft
        var wants: [WantedRelease] = []
        var seen = Set<Int>()
        for (want, origin) in items {
            guard let basic = want.basicInformation, var wanted = Self.release(basic, id: want.id, added: want.dateAdded).wanted() else {
                skipped.append("\(origin): no release, title or artist in the answer")
                continue
            }
            // Listed twice (pages shifting while they are read): once.
            guard seen.insert(wanted.discogs).inserted else { continue }
            wanted.notes = want.notes.map(DiscogsRecord.visible).flatMap { $0.isEmpty ? nil : $0 }
            wants.append(wanted)
        }
        try await fetcher.index.save()
        fetcher.saveCheckedAnswers()
        return (wants, skipped)
    }

    /// The artists joined as Discogs credits them, as the export writes them: "Vendetta (2) & Barber (3) & Bad Kid",
    /// "Robbie Basho* / John Fahey"; the last artist's join (often "," — a quirk of the API) is no join.
    static func artistText(_ credits: [DiscogsRelease.Name]) -> String {
        var text = ""
        for (index, credit) in credits.enumerated() {
            text += creditedName(credit)
            guard index < credits.count - 1 else { break }
            let join = (credit.join ?? "").trimmingCharacters(in: .whitespaces)
            text += join.isEmpty ? ", " : join == "," ? ", " : " \(join) "
        }
        return text
    }

    /// One artist as the export writes them: a name credited differently as "ANV*" (shown as credited).
    static func creditedName(_ credit: DiscogsRelease.Name) -> String {
        let anv = (credit.anv ?? "").trimmingCharacters(in: .whitespaces)
        return anv.isEmpty ? credit.name ?? "" : anv + "*"
    }

    /// The formats as the export writes them: "2xLP, Album, Reissue", "12\", 45 RPM", "CD, Album + DVD".
    static func formatText(_ formats: [DiscogsRelease.Format]) -> String {
        formats.map { format in
            let quantity = Int(format.qty ?? "1") ?? 1
            var descriptions = format.descriptions ?? []
            var head = format.name ?? ""
            if head == "Cassette" { head = "Cass" }
            if head == "Vinyl", let size = descriptions.firstIndex(where: { ["LP", "12\"", "10\"", "7\""].contains($0) }) {
                head = descriptions.remove(at: size)
            }
            return ([(quantity > 1 ? "\(quantity)x" : "") + head] + descriptions).joined(separator: ", ")
        }.joined(separator: " + ")
    }
}
