/// One name a view provides to its template, with how to get its value: `TemplateField("label") { $0.label }`.
/// Or, with `embedding`, all the fields of another view (the values every page shares).
struct TemplateField<View>: Sendable {
    let write: @Sendable (View, inout [String: TemplateValue]) -> Void
    /// Deferred: a view's shape may name other views, whose `fields` are built on first use.
    let shapes: @Sendable () -> [TemplateShape.Field]
    /// How many names it writes, to size the object once.
    let keyCount: Int

    init<Value: TemplateRenderable>(_ name: String, _ get: @escaping @Sendable (View) -> Value) {
        write = { view, values in values[name] = get(view).templateValue }
        shapes = { [TemplateShape.Field(name: name, shape: Value.templateShape)] }
        keyCount = 1
    }

    private init(
        write: @escaping @Sendable (View, inout [String: TemplateValue]) -> Void, shapes: @escaping @Sendable () -> [TemplateShape.Field], keyCount: Int
    ) {
        self.write = write
        self.shapes = shapes
        self.keyCount = keyCount
    }

    /// The fields of `Inner`, at this view's top level.
    static func embedding<Inner: TemplateView>(_ get: @escaping @Sendable (View) -> Inner) -> TemplateField {
        TemplateField(
            write: { view, values in
                let inner = get(view)
                for field in Inner.fields { field.write(inner, &values) }
            },
            shapes: { Inner.fields.flatMap { $0.shapes() } },
            keyCount: Inner.fields.reduce(0) { $0 + $1.keyCount })
    }
}
