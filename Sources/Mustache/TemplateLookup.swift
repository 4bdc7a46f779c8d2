/// What a template reads names from without a dictionary: a typed view (see `TemplateView`), held by reference,
/// so that every case of `TemplateValue` is a reference or a plain value: the renderer copies values all the time,
/// and a value existential in the enum would make each copy a generic value-witness call. The lookup is a closure
/// made where the view's type is known, so it runs specialised code: a method of a generic class would look up type
/// metadata on every name.
public final class TemplateLookup: Sendable {
    public let lookup: @Sendable (String) -> TemplateValue?

    public init(_ lookup: @escaping @Sendable (String) -> TemplateValue?) { self.lookup = lookup }

    func templateLookup(_ name: String) -> TemplateValue? { lookup(name) }
}
