/// One name a view provides to its template, with how to get its value: `TemplateField("label") { $0.label }`.
/// Or, with `embedding`, all the fields of another view (the values every page shares).
struct TemplateField<View>: Sendable {
    let write: @Sendable (View, inout [String: TemplateValue]) -> Void
    /// Deferred: a view's shape may name other views, whose `fields` are built on first use.
    let shapes: @Sendable () -> [TemplateShape.Field]
    /// How many names it writes, to size the object once.
    let keyCount: Int
    /// The value of one of its names, as a template looks it up.
    let lookup: @Sendable (View, String) -> TemplateValue?
    /// Its names (deferred like `shapes`).
    let names: @Sendable () -> [String]

    init<Value: TemplateRenderable>(_ name: String, _ get: @escaping @Sendable (View) -> Value) {
        write = { view, values in values[name] = get(view).templateValue }
        shapes = { [TemplateShape.Field(name: name, shape: Value.templateShape)] }
        keyCount = 1
        lookup = { view, _ in get(view).templateValue }
        names = { [name] }
    }

    private init(
        write: @escaping @Sendable (View, inout [String: TemplateValue]) -> Void, shapes: @escaping @Sendable () -> [TemplateShape.Field], keyCount: Int,
        lookup: @escaping @Sendable (View, String) -> TemplateValue?, names: @escaping @Sendable () -> [String]
    ) {
        self.write = write
        self.shapes = shapes
        self.keyCount = keyCount
        self.lookup = lookup
        self.names = names
    }

    /// The fields of `Inner`, at this view's top level.
    static func embedding<Inner: TemplateView>(_ get: @escaping @Sendable (View) -> Inner) -> TemplateField {
        TemplateField(
            write: { view, values in
                let inner = get(view)
                for field in Inner.fields.all { field.write(inner, &values) }
            },
            shapes: { Inner.fields.all.flatMap { $0.shapes() } },
            keyCount: Inner.fields.keyCount,
            lookup: { view, name in Inner.fields.lookup(get(view), name) },
            names: { Inner.fields.all.flatMap { $0.names() } })
    }
}
