import Mustache

/// The typed values one template (or partial) is rendered with. Its `fields` are the one list that makes
/// both the values and the shape the theme's templates are checked against, so the two cannot disagree.
package protocol TemplateView: TemplateRenderable {
    static var fields: TemplateFields<Self> { get }
}

extension TemplateView {
    /// The view itself: a template looks its names up as it needs them, with no dictionary made first.
    package var templateValue: TemplateValue {
        let view = self
        return .view(TemplateLookup { Self.fields.lookup(view, $0) })
    }

    /// The fields as an object.
    var objectValues: [String: TemplateValue] {
        let fields = Self.fields
        var values: [String: TemplateValue] = [:]
        values.reserveCapacity(fields.names.count)
        for name in fields.names { values[name] = fields.lookup(self, name) }
        return values
    }

    static var templateShape: TemplateShape {
        .object(fields.all.flatMap { $0.shapes() })
    }
}
