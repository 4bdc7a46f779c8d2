import Foundation
import Testing
@testable import Content

/// `ContentListing` splits file names itself; it must split them as `NSString` does, which it did before.
@Suite("File names split as NSString splits them")
struct ContentListingNamesTests {
    @Test("Stem and extension of names with no dot, several dots, a leading or trailing dot, other scripts and cases")
    func sameAsNSString() {
        let names = [
            "album.md", "album.MD", "album.markdown", "a.b.c", "archive.tar.gz", "no-extension", ".md", ".hidden.md", "..md",
            "name.", "name..", ". md", "space in.md", "名前.md", "café.Markdown", "x.y.", "cover.JPG", "track 01.flac", "a",
            "2024.01.md", "ends.with.dot.", "-.md",
        ]
        for name in names {
            let parts = ContentListing.nameParts(name)
            #expect(String(parts.stem) == (name as NSString).deletingPathExtension, "stem of \(name)")
            #expect(String(parts.extension) == (name as NSString).pathExtension, "extension of \(name)")
        }
    }
}
