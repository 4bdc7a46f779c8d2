import Foundation
import Testing

/// A site's own templates that recurse or nest too deep stop the build with the file and line; both crashed it with a
/// segmentation fault before.
@Suite("Themes that recurse or nest too deep")
struct ThemeRecursionTests {
    @Test("A block that overrides itself stops the build, naming the template and line")
    func blockOverridingItself() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("Templates/404.mustache", "{{<base}}\n{{$content}}\n<p>{{$content}}Lost{{/content}}</p>\n{{/content}}\n{{/base}}\n")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("Templates/404.mustache:3: error: {{$content}} is nested more than")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("Thousands of nested sections stop the build, naming the template and line")
    func deeplyNestedSections() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let nested = String(repeating: "{{#site}}", count: 5_000) + String(repeating: "{{/site}}", count: 5_000)
        try site.write("Templates/404.mustache", "{{<base}}\n{{$content}}\n\(nested)\n{{/content}}\n{{/base}}\n")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("Templates/404.mustache:3: error:") && "\(error)".contains("nested inside")
        }
    }
}
