/// The typed values one template (or partial) is rendered with. Its `fields` are the one list that makes
/// both the values and the shape the theme's templates are checked against, so the two cannot disagree.
protocol TemplateView: TemplateRenderable {
    static var fields: [TemplateField<Self>] { get }
}

extension TemplateView {
    var templateValue: TemplateValue { .object(objectValues) }

    /// The fields as the object a template sees.
    var objectValues: [String: TemplateValue] {
        let fields = Self.fields
        var values: [String: TemplateValue] = [:]
        values.reserveCapacity(fields.reduce(0) { $0 + $1.keyCount })
        for field in fields { field.write(self, &values) }
        return values
    }

    static var templateShape: TemplateShape {
        .object(fields.flatMap { $0.shapes() })
    }
}
