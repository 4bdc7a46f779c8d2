import Foundation
import Testing
@testable import Rendering

@Suite("The template reference")
struct ThemeReferenceTests {
    @Test("docs/template-reference.md lists the names each template can use, as the views provide them")
    func referenceIsCurrent() throws {
        let file = repositoryRoot.appending(path: "docs/template-reference.md")
        let expected = ThemeReference.page
        if ProcessInfo.processInfo.environment["LINERNOTES_WRITE_REFERENCE"] == "1" {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: file)
        }
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == expected, "docs/template-reference.md is out of date: remake it with LINERNOTES_WRITE_REFERENCE=1 swift test --filter ThemeReferenceTests")
    }

    @Test("Every template a page kind renders is in the default theme")
    func kinds() {
        let templates = DefaultTheme.files.keys
        for use in SiteRenderer.templateUses {
            #expect(templates.contains(use.template + ".mustache"), "\(use.template) missing")
        }
    }
}
