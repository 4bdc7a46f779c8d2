import Foundation
import Testing
@testable import LinerNotes

@Suite("README's list of template names")
struct ThemeReferenceTests {
    @Test("README's theme section lists the names each template can use, as the views provide them")
    func readmeIsCurrent() throws {
        let readme = try String(contentsOf: repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let expected = ThemeReference.markdown
        #expect(readme.contains(expected), "README's theme section is out of date; it should list:\n\(expected)")
    }

    @Test("Every template a page kind renders is in the default theme, and every reserved name is unique to one kind")
    func kinds() {
        let templates = DefaultTheme.files.keys
        for use in SiteRenderer.templateUses {
            #expect(templates.contains(use.template + ".mustache"), "\(use.template) missing")
        }
        let names = SiteRenderer.kinds.flatMap { $0.reservedNames }
        #expect(names.count == Set(names).count)
        #expect(SiteRenderer.reservedTopLevelNames.isSuperset(of: ["albums", "years", "feed", "sitemap", "index", "404", "assets", "covers"]))
    }
}
