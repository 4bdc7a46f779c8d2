/// A horizontal bar chart as HTML: each row a list item with its label and count as text, the bar a `<span>` sized in
/// per cent of the largest row. Text stays text, so it is as large on a phone as anywhere else (an SVG scaled to a
/// 360 px screen shrank its labels to 7.5 px), screen readers read "1990s, 3", and no script is needed.
struct StatsChart: TemplateView {
    package let id: String
    package let title: String
    package let rows: [(String, Int)]
    /// Where each row's label links, by its place (the formats chart's rows to their family on the formats page).
    var links: [String?] = []

    package struct Row: TemplateView {
        package let label: String
        package let count: Int
        /// The bar's length, in per cent of the largest row's.
        let share: Int
        let href: String?
        package static let fields: TemplateFields<Self> = [
            .init("label") { $0.label }, .init("count") { $0.count }, .init("share") { $0.share }, .init("href") { $0.href },
        ]
    }

    package static let fields: TemplateFields<Self> = [
        .init("id") { $0.id },
        .init("title") { $0.title },
        .init("summary") { $0.rows.map { "\($0.0): \($0.1)" }.joined(separator: ", ") },
        .init("rows") { $0.chartRows },
    ]

    private var chartRows: [Row] {
        let maximum = max(1, rows.map(\.1).max() ?? 1)
        return rows.enumerated().map { position, row in
            Row(label: row.0, count: row.1, share: max(1, (row.1 * 1000 / maximum + 5) / 10), href: position < links.count ? links[position] : nil)
        }
    }
}
