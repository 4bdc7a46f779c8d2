/// What a view hands its template, without the values: the names a template may use and what each holds.
/// Checked against every template when the theme loads, and listed in the template reference (docs/template-reference.md).
public indirect enum TemplateShape: Sendable, Equatable {
    /// Text, a number or a flag: printed by `{{name}}`, tested by `{{#name}}`.
    case scalar
    /// May be missing: `{{#name}}…{{/name}}` shows its contents only when it is there.
    case optional(TemplateShape)
    /// `{{#name}}…{{/name}}` repeats once per element, with the element's names in scope.
    case list(TemplateShape)
    /// Named fields, in the order the view declares them.
    case object([Field])

    public struct Field: Sendable, Equatable {
        public let name: String
        public let shape: TemplateShape

        public init(name: String, shape: TemplateShape) {
            self.name = name
            self.shape = shape
        }
    }

    /// The shape with optionality removed: what a section over it puts in scope.
    var unwrapped: TemplateShape {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }

    /// The field `name` of an object (through optionality), if there is one.
    public func field(_ name: String) -> TemplateShape? {
        guard case .object(let fields) = unwrapped else { return nil }
        return fields.first { $0.name == name }?.shape
    }

    /// The names of an object's fields (through optionality).
    public var fieldNames: [String] {
        guard case .object(let fields) = unwrapped else { return [] }
        return fields.map(\.name)
    }
}
