import Mustache

/// One name a view provides to its template, with how to get its value: `TemplateField("label") { $0.label }`.
/// Or, with `embedding`, all the fields of another view (the values every page shares).
package struct TemplateField<View>: Sendable {
    /// Its names (deferred like `shapes`).
    package let names: @Sendable () -> [String]
    /// Deferred: a view's shape may name other views, whose `fields` are built on first use.
    let shapes: @Sendable () -> [TemplateShape.Field]
    /// The value of one of its names, as a template looks it up.
    package let lookup: @Sendable (View, String) -> TemplateValue?

    package init<Value: TemplateRenderable>(_ name: String, _ get: @escaping @Sendable (View) -> Value) {
        names = { [name] }
        shapes = { [TemplateShape.Field(name: name, shape: Value.templateShape)] }
        lookup = { view, _ in get(view).templateValue }
    }

    private init(
        names: @escaping @Sendable () -> [String], shapes: @escaping @Sendable () -> [TemplateShape.Field],
        lookup: @escaping @Sendable (View, String) -> TemplateValue?
    ) {
        self.names = names
        self.shapes = shapes
        self.lookup = lookup
    }

    /// The fields of `Inner`, at this view's top level.
    static func embedding<Inner: TemplateView>(_ get: @escaping @Sendable (View) -> Inner) -> TemplateField {
        TemplateField(
            names: { Inner.fields.names },
            shapes: { Inner.fields.all.flatMap { $0.shapes() } },
            lookup: { view, name in Inner.fields.lookup(get(view), name) })
    }
}
