/// What a template is rendered with: the typed values a page view hands to its template.
///
/// Falsy in sections: `null`, `false`, `0`, `""` and the empty list. Interpolation writes strings and
/// numbers (`true`/`false` for booleans) and nothing for the rest.
public enum TemplateValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([TemplateValue])
    case object([String: TemplateValue])
    /// Outputs of partials rendered with the value holding it (see `PartialMemo`); shows as nothing.
    case memo(PartialMemo)
    /// A typed view, read name by name as the template looks names up (an object to the template).
    case view(TemplateLookup)

    /// A list of objects, or `null` when it is empty, for `{{#section}}` wrappers shown only when there is something.
    public static func nonEmpty(_ list: [TemplateValue]) -> TemplateValue {
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

    public subscript(key: String) -> TemplateValue? {
        switch self {
        case .object(let fields): fields[key]
        case .view(let view): view.templateLookup(key)
        default: nil
        }
    }
}
