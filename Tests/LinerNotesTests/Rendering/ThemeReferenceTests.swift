import Foundation
import Testing
@testable import Rendering

@Suite("README's list of template names")
struct ThemeReferenceTests {
    @Test("README's theme section lists the names each template can use, as the views provide them")
    func readmeIsCurrent() throws {
        let readme = try String(contentsOf: repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let expected = ThemeReference.markdown
        #expect(readme.contains(expected), "README's theme section is out of date; it should list:\n\(expected)")
    }

    @Test("Every template a page kind renders is in the default theme")
    func kinds() {
        let templates = DefaultTheme.files.keys
        for use in SiteRenderer.templateUses {
            #expect(templates.contains(use.template + ".mustache"), "\(use.template) missing")
        }
    }
}
