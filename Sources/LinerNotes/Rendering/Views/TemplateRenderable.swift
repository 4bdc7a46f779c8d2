/// A value a template can show: it knows both its `TemplateValue` and, without an instance, its shape.
protocol TemplateRenderable: Sendable {
    var templateValue: TemplateValue { get }
    static var templateShape: TemplateShape { get }
}

extension String: TemplateRenderable {
    var templateValue: TemplateValue { .string(self) }
    static var templateShape: TemplateShape { .scalar }
}

extension Int: TemplateRenderable {
    var templateValue: TemplateValue { .int(self) }
    static var templateShape: TemplateShape { .scalar }
}

extension Bool: TemplateRenderable {
    var templateValue: TemplateValue { .bool(self) }
    static var templateShape: TemplateShape { .scalar }
}

extension Optional: TemplateRenderable where Wrapped: TemplateRenderable {
    var templateValue: TemplateValue { self?.templateValue ?? .null }
    static var templateShape: TemplateShape { .optional(Wrapped.templateShape) }
}

extension Array: TemplateRenderable where Element: TemplateRenderable {
    // A closure, not `\.templateValue`: a key path on a generic element is made at run time on every call.
    var templateValue: TemplateValue { .list(map { $0.templateValue }) }
    static var templateShape: TemplateShape { .list(Element.templateShape) }
}
