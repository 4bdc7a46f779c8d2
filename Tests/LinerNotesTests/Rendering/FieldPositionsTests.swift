import Testing
@testable import Rendering

@Suite("A view's field positions by name")
struct FieldPositionsTests {
    @Test("every name of every view is found at its field, the first field of a name wins, and other names are absent")
    func namesFoundWhereTheyAre() {
        // Real names (every view's), many of them sharing table slots, names that differ in one byte, and non-ASCII.
        var entries = ThemeReferenceNames.all.enumerated().map { ($1, $0) }
        entries += [("título", 9000), ("titl", 9001), ("title ", 9002), ("title", 9003)]
        let table = FieldPositions(entries)
        var first: [String: Int] = [:]
        for (name, position) in entries where first[name] == nil { first[name] = position }
        for (name, position) in first { #expect(table[name] == position, "\(name)") }
        for absent in ["", "Title", "titles", "títul", "album.title", "tracks[]"] where first[absent] == nil {
            #expect(table[absent] == nil, "\(absent)")
        }
        #expect(FieldPositions([])["title"] == nil)
    }
}

/// Names as views have them: every name of the site's page views.
private enum ThemeReferenceNames {
    static var all: [String] {
        [AlbumView.fields.names, AlbumCardView.fields.names, PageCommon.fields.names].flatMap { $0 }
    }
}
