import Foundation
import Testing

/// The manual and the engineer's documents as a reader on GitHub or on disk follows them: every relative link leads
/// to a file (and a heading) that is there, and every repository path ARCHITECTURE.md's recipes name exists.
@Suite("The documents")
struct DocsTests {
    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appending(path: "docs").path)) ?? []
        return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// A heading's anchor as GitHub makes it: lower case, punctuation but `-` and `_` dropped, spaces made `-`.
    static func anchor(_ heading: String) -> String {
        String(heading.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.filter { scalar in
            scalar == "-" || scalar == "_" || scalar == " " || CharacterSet.alphanumerics.contains(scalar)
        }.map { $0 == " " ? "-" : Character($0) })
    }

    static func anchors(_ text: String) -> Set<String> {
        var found = Set<String>(), counts: [String: Int] = [:], inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, let match = line.wholeMatch(of: /#{1,6}\s+(.*?)\s*/) else { continue }
            let slug = anchor(String(match.output.1))
            let seen = counts[slug, default: 0]
            counts[slug] = seen + 1
            found.insert(seen == 0 ? slug : "\(slug)-\(seen)")
        }
        return found
    }

    @Test("Every relative link in README, the manual, ARCHITECTURE, CONTRIBUTING and CHANGELOG leads to a file and heading that are there")
    func links() throws {
        #expect(Self.documents.count >= 12)
        for document in Self.documents {
            let url = repositoryRoot.appending(path: document)
            var text = try String(contentsOf: url, encoding: .utf8)
            // Code is not a link: fenced blocks and spans left out.
            text = text.replacing(/```.*?```/.dotMatchesNewlines(), with: "").replacing(/`[^`\n]*`/, with: "")
            for match in text.matches(of: /!?\[[^\]]*\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                guard target.firstMatch(of: /^[a-z]+:/) == nil else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]), fragment = parts.count > 1 ? String(parts[1]) : nil
                let file = path.isEmpty ? url : url.deletingLastPathComponent().appending(path: path).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: file.path), "\(document): '\(target)' leads nowhere")
                if let fragment, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) {
                    #expect(Self.anchors(linked).contains(fragment), "\(document): '\(target)' names no heading there")
                }
            }
        }
    }

    @Test("Every repository path ARCHITECTURE.md and CONTRIBUTING.md name is there")
    func pathsNamed() throws {
        for document in ["ARCHITECTURE.md", "CONTRIBUTING.md"] {
            let text = try String(contentsOf: repositoryRoot.appending(path: document), encoding: .utf8)
            var named = 0
            for match in text.matches(of: /`((?:Sources|Templates|Tests|scripts|bench|docs|Plugins)\/[^`\s<>*{}]+)`/) {
                let path = String(match.output.1).replacing(/[.,:;]$/, with: "")
                named += 1
                #expect(FileManager.default.fileExists(atPath: repositoryRoot.appending(path: path).path), "\(document) names \(path), which is not there")
            }
            #expect(named > 5, "\(document) names repository paths")
        }
    }
}
