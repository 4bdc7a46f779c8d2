import Mustache

/// A view's fields, with the position of each name, so a template's lookups go straight to the one field that
/// provides a name instead of the view first becoming a dictionary. A class: every lookup reads a view type's
/// `fields`, and a reference is cheaper to hand out than a copy of three collections.
package final class TemplateFields<View>: Sendable, ExpressibleByArrayLiteral {
    package let all: [TemplateField<View>]
    /// Every name, in the fields' order (embedded views' names included).
    package let names: [String]
    /// Name → the field that provides it.
    private let positions: FieldPositions

    package required convenience init(arrayLiteral elements: TemplateField<View>...) {
        self.init(elements)
    }

    package init(_ elements: [TemplateField<View>]) {
        all = elements
        var names: [String] = []
        var positions: [String: Int] = [:]
        for (position, field) in elements.enumerated() {
            for name in field.names() where positions[name] == nil {
                positions[name] = position
                names.append(name)
            }
        }
        self.names = names
        self.positions = FieldPositions(names.compactMap { name in positions[name].map { (name, $0) } })
    }

    /// The value of `name` in `view`, or nil when the view has no such name.
    package func lookup(_ view: View, _ name: String) -> TemplateValue? {
        guard let position = positions[name] else { return nil }
        return all[position].lookup(view, name)
    }
}
