import Foundation
import Basics
import Covers
import Model

/// `quiz/index.html`: a game on the owner's own records, played in the browser from data in the page.
struct QuizPage: PageKind, TemplateView {
    /// The most albums the quiz page carries.
    static let albumLimit = 1000

    struct Sample: TemplateView {
        package let shown: Int
        package let total: Int
        package let text: String
        package static let fields: TemplateFields<Self> = [.init("shown") { $0.shown }, .init("total") { $0.total }, .init("text") { $0.text }]
    }

    let common: PageCommon
    let quizJSON: String
    let sample: Sample?
    package let artists: [NamedLink]
    package let script: String

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("quiz_json") { $0.quizJSON },
        .init("sample") { $0.sample },
        .init("artists") { $0.artists },
        .init("script") { $0.script },
    ]

    static let templates = [TemplateUse("quiz", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Quiz", path: SitePaths.quiz, section: "quiz")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.quiz) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.quiz
        let links = site.links(for: path)
        let archive = site.archive
        // A very large archive plays with a fixed sample (the same on every build), so the page stays light.
        let pool = archive.albums.count <= albumLimit ? archive.albums
            : Array(archive.albums.sorted(byKey: { (Slug.stableHash($0.slug), $0.slug) }, <).prefix(albumLimit))
        let albums = pool.sorted(byKey: { ($0.title.lowercased(), $0.slug) }, <).map { album -> [String: Any] in
            [
                "id": album.slug, "title": album.title, "artist": album.artist,
                "year": album.displayYear.map { $0 as Any } ?? NSNull(),
                "cover": site.index.covers[album.slug]?.fallback.map { links.href(SizedCover.path(album.slug, $0)) as Any } ?? NSNull(),
                "tracks": album.displayTracks.map(\.title),
                // Each track's own artists where it has them (compilations): "Who performs …?" questions.
                "performers": album.displayTracks.contains { $0.artist != nil } ? album.displayTracks.map { $0.artist.map { $0 as Any } ?? NSNull() } : NSNull(),
            ]
        }
        let view = QuizPage(
            common: site.common(
                path: path, title: site.strings.text("nav_quiz"), description: site.describe("desc_quiz"),
                section: "quiz", links: links),
            quizJSON: JSONWriter.encode(["albums": albums]),
            sample: pool.count < archive.albums.count ? Sample(
                shown: pool.count, total: archive.albums.count,
                text: site.strings.text("quiz_sample", ["shown": site.strings.number(pool.count), "total": site.strings.number(archive.albums.count)])) : nil,
            artists: Array(Set(pool.map(\.artist))).sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }.map { NamedLink(name: $0, href: nil) },
            script: links.href(SitePaths.asset("quiz.js")))
        return try site.page(path, "quiz", view)
    }
}
