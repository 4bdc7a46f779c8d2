import Foundation
import Model

/// `partials/wikipedia`: a Wikipedia summary in paragraphs, with what CC BY-SA attribution needs.
struct WikipediaView: TemplateView {
    struct Paragraph: TemplateView {
        package let text: String
        package static let fields: TemplateFields<Self> = [.init("text") { $0.text }]
    }

    package let title: String
    package let url: String
    let paragraphs: [Paragraph]
    package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("url") { $0.url }, .init("paragraphs") { $0.paragraphs }]

    package init(_ summary: WikipediaSummary) {
        title = summary.title
        url = summary.url
        paragraphs = summary.extract.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map(Paragraph.init)
    }
}
