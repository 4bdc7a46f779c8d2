/// A `<time>`: the machine-readable `iso` (its `datetime`) and the `text` people read, for a date or a length.
struct TimeView: TemplateView {
    let iso: String
    package let text: String
    package static let fields: TemplateFields<Self> = [.init("iso") { $0.iso }, .init("text") { $0.text }]

    package init(iso: String, text: String) {
        self.iso = iso
        self.text = text
    }
}
