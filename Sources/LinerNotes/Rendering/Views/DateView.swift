/// A date as the machine-readable `iso` (for `<time datetime>`) and the `text` people read.
struct DateView: TemplateView {
    let iso: String
    let text: String
    static let fields: [TemplateField<Self>] = [.init("iso") { $0.iso }, .init("text") { $0.text }]

    init(iso: String, text: String) {
        self.iso = iso
        self.text = text
    }

    init(_ date: PartialDate) {
        self.init(iso: date.description, text: date.displayText)
    }
}
