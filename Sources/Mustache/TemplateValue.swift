/// What a template is rendered with: the typed values a page view hands to its template.
///
/// Falsy in sections: `null`, `false`, `0`, `""` and the empty list. Interpolation writes strings and
/// numbers (`true`/`false` for booleans) and nothing for the rest.
package enum TemplateValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([TemplateValue])
    case object([String: TemplateValue])
    /// Outputs of partials rendered with the object holding it (see `PartialMemo`); shows as nothing.
    case memo(PartialMemo)
    /// A typed view, read name by name as the template looks names up (an object to the template).
    case view(TemplateLookup)

    /// A string, or `null` when there is none: `{{#x}}…{{/x}}` then shows nothing.
    package static func optional(_ text: String?) -> TemplateValue {
        text.map(TemplateValue.string) ?? .null
    }

    /// An object, or `null` when there is none.
    package static func optional(_ object: [String: TemplateValue]?) -> TemplateValue {
        object.map(TemplateValue.object) ?? .null
    }

    /// A list of objects, or `null` when it is empty, for `{{#section}}` wrappers shown only when there is something.
    package static func nonEmpty(_ list: [TemplateValue]) -> TemplateValue {
        list.isEmpty ? .null : .list(list)
    }

    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .object: true
        case .memo: false
        case .view: true
        }
    }

    package subscript(key: String) -> TemplateValue? {
        switch self {
        case .object(let fields): fields[key]
        case .view(let view): view.templateLookup(key)
        default: nil
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(nilLiteral: ()) { self = .null }
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// What a template reads names from without a dictionary: a typed view (see `TemplateView`), held by reference,
/// so that every case of `TemplateValue` is a reference or a plain value. (The renderer copies values all the
/// time; with a value existential in the enum, each copy went through generic value-witness calls, a quarter of
/// the album pages' rendering time at 10,000 albums.) The lookup is a closure made where the view's type is
/// known, so it runs specialised code: a method of a generic class would look up type metadata on every name.
package final class TemplateLookup: Sendable {
    package let lookup: @Sendable (String) -> TemplateValue?

    package init(_ lookup: @escaping @Sendable (String) -> TemplateValue?) { self.lookup = lookup }

    func templateLookup(_ name: String) -> TemplateValue? { lookup(name) }
}
