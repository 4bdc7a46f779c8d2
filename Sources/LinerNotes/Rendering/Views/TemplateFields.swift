/// A view's fields, with the position of each name, so a template's lookups go straight to the one field that
/// provides a name instead of the view first becoming a dictionary.
struct TemplateFields<View>: Sendable, ExpressibleByArrayLiteral {
    let all: [TemplateField<View>]
    /// Name → the field that provides it (embedded views' names included).
    private let positions: [String: Int]

    init(arrayLiteral elements: TemplateField<View>...) {
        all = elements
        var positions: [String: Int] = [:]
        for (position, field) in elements.enumerated() {
            for name in field.names() where positions[name] == nil { positions[name] = position }
        }
        self.positions = positions
    }

    /// The value of `name` in `view`, or nil when the view has no such name.
    func lookup(_ view: View, _ name: String) -> TemplateValue? {
        guard let position = positions[name] else { return nil }
        return all[position].lookup(view, name)
    }

    /// How many names the fields write.
    var keyCount: Int { all.reduce(0) { $0 + $1.keyCount } }
}
