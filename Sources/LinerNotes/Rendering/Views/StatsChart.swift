/// A horizontal bar chart drawn at build time as inline SVG, with its numbers as a table for those who cannot see it.
struct StatsChart: TemplateView {
    let id: String
    let title: String
    let rows: [(String, Int)]

    struct Row: TemplateView {
        let label: String
        let count: Int
        let y: Int
        let width: Int
        static let labelWidth = 170
        static let fields: TemplateFields<Self> = [
            .init("label") { $0.label }, .init("count") { $0.count }, .init("y") { $0.y }, .init("text_y") { $0.y + 18 },
            .init("bar_x") { _ in labelWidth }, .init("width") { $0.width }, .init("count_x") { labelWidth + $0.width + 8 },
            .init("label_x") { _ in labelWidth - 10 },
        ]
    }

    static let rowHeight = 30
    static let barSpace = 360

    static let fields: TemplateFields<Self> = [
        .init("id") { $0.id },
        .init("title") { $0.title },
        .init("height") { $0.rows.count * rowHeight + 10 },
        .init("summary") { $0.rows.map { "\($0.0): \($0.1)" }.joined(separator: ", ") },
        .init("rows") { $0.chartRows },
    ]

    private var chartRows: [Row] {
        let maximum = max(1, rows.map(\.1).max() ?? 1)
        return rows.enumerated().map { position, row in
            Row(label: row.0, count: row.1, y: position * Self.rowHeight + 5, width: max(2, row.1 * Self.barSpace / maximum))
        }
    }
}
