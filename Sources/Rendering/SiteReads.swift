import Basics
import Dispatch
import Content
import Engine
import Model

/// What every read a page can make (`Read`) gives now, as a digest: the one place that knows the tables pages read
/// through. A render job's reads are recorded while it runs (`ReadLog`); the build keeps them with the digest of
/// their values, and the next build renders the job again only when that digest differs (`SiteBuilder.render`).
/// Nothing here names a page kind or a field: a new field shown on a page is read through `Album`'s getter and
/// digested from `Album`'s `Encodable` form, and a new page kind reads through the same tables.
///
/// The tables:
/// - `file[path]`: a file of the owner's that a job copies (a cover, audio), by its stamp (`FileStamp`).
/// - `site`: what every page may read that is not an album, an artist or a tag: this binary and the cmark library,
///   the theme, site.yml (but its `theme:`, which only the stylesheet reads), the options, the navigation, what tells
///   namesakes apart, and where each credited person's page is. Every job reads it.
/// - `artists`, `tags`, `pages`, `playlistFiles`, `concerts`, `wanted`: the lists (`Archive.artists`, `.tags`, `.pages`,
///   `.playlists`, `.concerts`, `.wanted`); `concertsByArtist[slug]`: one artist's concerts; `artistsBySlug[slug]`, `tagsBySlug[slug]`,
///   `artistSlugsByName[name]`: one artist or tag looked up.
/// - `album[slug].field`: one stored field of one album (`Album`'s getters record it), `enrichment` as one field.
/// - `albums`: which albums there are, in archive order (`Archive.albums`).
/// - `albumsByArtist[slug]`, `albumsBySlug[slug]`, `covers[slug]`, `sleeves[slug]`, `recentRank[slug]`, `recentlyAcquired`: what the
///   `SiteIndex` lookups give: which albums and in what order (their fields are read, and recorded, apart).
/// - `people`: everyone the albums credit, with what they did (`PeopleIndex`).
/// - `playlists`: every playlist's tracks as resolved.
/// - values a kind makes while planning for its jobs (`SiteContext.derive`): the albums index's order, the pages
///   the sitemap lists, the rules site.yml's `theme:` adds to the stylesheet.
///
/// A read of a table or field not known here has no digest, so the job that made it is always rendered again.
package final class SiteReads: Sendable {
    static let site = Read("site")
    static let people = Read("people")
    static let playlists = Read("playlists")

    private let archive: Archive
    private let index: SiteIndex
    private let siteDigest: Digest
    private let peopleIndex: PeopleIndex
    private let playlistResolution: PlaylistResolution
    private let albumDigests: AlbumDigests
    private let defined = Locked([Read: @Sendable () -> Digest]())
    private let memo = Locked([Read: Digest]())
    /// The last build's state and each album's fingerprint now (`use(previous:fingerprints:)`).
    private let last = Locked<(state: EngineState, fingerprints: [String: String])?>(nil)
    /// Each group of the last build's state by its identity, to its number there: made beside the check of `use`.
    private let numbers = Locked<[Digest: Int]?>(nil)
    private let numbersMade = DispatchGroup()

    init(archive: Archive, index: SiteIndex, site: Digest, people: PeopleIndex, playlists: PlaylistResolution, albumDigests: AlbumDigests) {
        self.archive = archive
        self.index = index
        self.siteDigest = site
        self.peopleIndex = people
        self.playlistResolution = playlists
        self.albumDigests = albumDigests
    }

    /// What the reads give in a site whose archive and index are these (`serve`'s quick rebuild: a few albums replaced
    /// in fields planning did not read), with everything else — the site's digest, the people, the playlists, the values
    /// planning derived — as here.
    func replacing(archive: Archive, index: SiteIndex) -> SiteReads {
        let reads = SiteReads(
            archive: archive, index: index, site: siteDigest, people: peopleIndex, playlists: playlistResolution, albumDigests: albumDigests)
        reads.defined.withLock { $0 = defined.withLock { $0 } }
        return reads
    }

    /// A value made while planning (`SiteContext.derive`): `digest` gives its digest when a read of it is checked.
    func define(_ read: Read, digest: @escaping @Sendable () -> Digest) {
        defined.withLock { $0[read] = digest }
    }

    /// The site's digest (`Read("site")`): what every page reads besides its albums. An album's fingerprint has it
    /// too, since an album's value is linked to the artists (its artist's slug) when the archive is loaded.
    package var site: String { siteDigest.description }

    /// The last build's state, and each album's fingerprint now (`EngineState.fingerprints`): a group of reads of an
    /// album whose fingerprint has not moved gives what it gave, without digesting the album again.
    package func use(previous: EngineState?, fingerprints: [String: String]) {
        last.withLock { $0 = previous.map { ($0, fingerprints) } }
        numbers.withLock { $0 = nil }
        if let previous {
            // Needed by the jobs rendered (`previousNumbers`), and made on another core while this one checks.
            numbersMade.enter()
            DispatchQueue.global().async {
                let made = previous.groups.numbersByIdentity()
                self.numbers.withLock { $0 = made }
                self.numbersMade.leave()
            }
        }
        // Every group of the last build checked once, here, before any job runs. A large site has a hundred thousand,
        // most of them of albums: a group of reads of an album whose fingerprint has not moved gives what it gave,
        // told by its slug (read in the group's text in place: no string made, no lock). The rest are digested, on every core.
        let groups = previous?.groups ?? [], digests = previous?.digests ?? []
        // Every page reads the site's digest (`site`: site.yml, the theme, the strings, this binary…): when it moved, no
        // job can be kept, and the hundred thousand groups need no look (an edit of site.yml spent 0.4–0.7 s here at
        // 10,000 albums). Counting a group changed is always safe: its job is rendered again.
        let siteGroup = ReadSet.group(Self.site.table, Self.site.key, [Self.site.field])
        if let number = groups.firstIndex(ofText: siteGroup), digest(group: siteGroup) != digests[number] {
            unchangedTable.withLock { $0 = [Bool](repeating: false, count: groups.count) }
            return
        }
        // The albums whose fingerprint has not moved, by the digest of their slug's bytes: a group's key is looked up
        // as it lies in the group's text.
        var stable = Set<Digest>()
        if let previous {
            for (slug, now) in fingerprints where previous.fingerprints[slug] == now { stable.insert(Digest(slug)) }
        }
        var unchanged = [Bool](repeating: false, count: groups.count)
        var others: [Int] = []
        for index in groups.indices {
            let isStable = groups.key(at: index, ofTable: Album.table) { stable.contains(Digest(bytes: UnsafeRawBufferPointer($0))) } ?? false
            if isStable { unchanged[index] = true } else { others.append(index) }
        }
        // Each group here is checked once: its digest is not kept (no lock taken), nor those of one keyed value.
        let checked = WorkQueue.map(others, chunk: 1024) { number in
            groups.parts(at: number).flatMap { self.digest(table: $0.table, key: $0.key, fields: $0.fields) } == digests[number]
        }
        for (index, same) in zip(others, checked) { unchanged[index] = same }
        unchangedTable.withLock { $0 = unchanged }
    }
    private let unchangedTable = Locked([Bool]())

    /// Digests every album's fields now, on every core: for a whole build with no last state, whose jobs digest every
    /// album anyway (not for `serve`'s quick rebuilds, which digest the few albums their jobs read). Left to the jobs,
    /// two cores rendering neighbouring pages (each shows the albums beside it) asked for the same album at once, one
    /// waiting while the other digested it.
    package func digestEveryAlbum() {
        let albums = Array(index.albumsBySlug.values.values)
        _ = WorkQueue.map(albums, chunk: 64) { album in ReadLog.untracked { self.albumDigests.digests(album) } }
    }

    /// Whether each group of the last build's state gives now what it gave then, by its number there (`use` checked them).
    package func unchangedGroups() -> [Bool] {
        unchangedTable.withLock { $0 }
    }

    /// What the group whose identity is `identity`, a group of reads of album `slug`, gave in the last build, when the
    /// album's fingerprint is what that build recorded (so the album is as it was); nil otherwise.
    private func previousDigest(identity: Digest, slug: String) -> Digest? {
        let stable = last.withLock { last in last.map { $0.fingerprints[slug] != nil && $0.state.fingerprints[slug] == $0.fingerprints[slug] } ?? false }
        guard stable, let number = previousNumbers()?[identity] else { return nil }
        return last.withLock { $0?.state.digests[number] }
    }

    /// Each group of the last build's state by its identity (`ReadSet.identity`), to its number there (made once a
    /// build, by `use`): used here, and by the render step numbering the new state's groups.
    package func previousNumbers() -> [Digest: Int]? {
        numbersMade.wait()
        return numbers.withLock { $0 }
    }

    /// The digest of what the reads in `group` (`Read.groups`) give now; nil when one of them is of nothing known
    /// (the job that made them is rendered again). Not kept: each group is digested once a build (the render step
    /// numbers the groups it has digested), or checked once (`use`).
    package func digest(group: String) -> Digest? {
        guard let (table, key, fields) = Read.group(group) else { return nil }
        return digest(table: table, key: key, fields: fields)
    }

    /// The digest of the reads of `fields` of `key` in `table`, as `digest(group:)` gives it for their group's text.
    package func digest(table: String, key: String, fields: [String]) -> Digest? {
        digest(identity: ReadSet.identity(table, key, fields), table: table, key: key, fields: fields)
    }

    /// The same, the group's identity (`ReadSet.identity(table, key, fields)`) known: its text is never made.
    package func digest(identity: Digest, table: String, key: String, fields: [String]) -> Digest? {
        var hasher = StableHasher()
        hasher.combine(identity)
        if table == Album.table {
            guard let album = index.albumsBySlug.values[key] else { return Digest("absent \(identity)") }
            if let kept = previousDigest(identity: identity, slug: key) { return kept }
            let digests = ReadLog.untracked { albumDigests.digests(album) }
            for field in fields {
                guard let digest = digests[field] else { return nil }
                hasher.combine(digest)
            }
        } else {
            for field in fields {
                guard let digest = digest(Read(table, key, field: field)) else { return nil }
                hasher.combine(digest)
            }
        }
        return hasher.finalize()
    }

    /// What `read` gives now, digested. The digest of a whole table (a read with no key) is kept for the next read of
    /// it; one keyed value's is made once a build anyway (it is in one group, and each group is digested once).
    func digest(_ read: Read) -> Digest? {
        ReadLog.untracked {
            if read.table == FileStamp.table { return FileStamp.digest(read.key) }
            if read.table == Album.table {
                guard let album = index.albumsBySlug.values[read.key] else { return Self.absent }
                return albumDigests.digests(album)[read.field]
            }
            let keeps = read.key.isEmpty
            if keeps, let known = memo.withLock({ $0[read] }) { return known }
            guard let made = make(read) else { return nil }
            if keeps { memo.withLock { $0[read] = made } }
            return made
        }
    }

    private static let absent = Digest("absent")

    private func make(_ read: Read) -> Digest? {
        switch read.table {
        case Self.site.table: return siteDigest
        case Archive.albumsTable: return StableDigest.digest(archive.$albums.map(\.slug))
        case index.albumsByArtist.table: return StableDigest.digest(index.albumsByArtist.values[read.key]?.map(\.slug))
        case index.albumsBySlug.table: return index.albumsBySlug.values[read.key] == nil ? Self.absent : Digest("present")
        case index.covers.table, index.sleeves.table:
            // The variants, and where each one's bytes are (a sized file in the cache is named by what it was made from).
            let lookup = read.table == index.covers.table ? index.covers : index.sleeves
            guard let cover = lookup.values[read.key] else { return Self.absent }
            var hasher = StableHasher()
            hasher.combine(StableDigest.digest(cover.variants))
            for contents in cover.contents {
                switch contents {
                case .copy(let url): hasher.combine("copy " + url.path)
                case .bytes(let data): data.withUnsafeBytes { hasher.combine(bytes: $0) }
                }
            }
            return hasher.finalize()
        case index.recentRank.table: return StableDigest.digest(index.recentRank.values[read.key])
        case SiteIndex.recentTable: return StableDigest.digest(index.recentOrder.map(\.slug))
        case Archive.artistsTable: return StableDigest.digest(archive.$artists)
        case Archive.tagsTable: return StableDigest.digest(archive.$tags)
        case Archive.pagesTable: return StableDigest.digest(archive.$pages)
        case Archive.playlistsTable: return StableDigest.digest(archive.$playlists)
        case Archive.concertsTable: return StableDigest.digest(archive.$concerts)
        case Archive.wantedTable: return StableDigest.digest(archive.$wanted)
        case index.concertsByArtist.table: return StableDigest.digest(index.concertsByArtist.values[read.key])
        case index.artistsBySlug.table: return StableDigest.digest(index.artistsBySlug.values[read.key])
        case index.tagsBySlug.table: return StableDigest.digest(index.tagsBySlug.values[read.key])
        case index.artistSlugsByName.table: return StableDigest.digest(index.artistSlugsByName.values[read.key])
        case Self.people.table: return StableDigest.digest(peopleIndex)
        case Self.playlists.table: return StableDigest.digest(playlistResolution.tracks)
        // A value made while planning: its name is its kind's, never one of the tables above.
        default: return defined.withLock({ $0[read] })?()
        }
    }
}
