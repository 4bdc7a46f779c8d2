import Mustache

/// A value a template can show: it knows both its `TemplateValue` and, without an instance, its shape.
package protocol TemplateRenderable: Sendable {
    var templateValue: TemplateValue { get }
    static var templateShape: TemplateShape { get }
}

extension String: TemplateRenderable {
    package var templateValue: TemplateValue { .string(self) }
    package static var templateShape: TemplateShape { .scalar }
}

extension Int: TemplateRenderable {
    package var templateValue: TemplateValue { .int(self) }
    package static var templateShape: TemplateShape { .scalar }
}

extension Bool: TemplateRenderable {
    package var templateValue: TemplateValue { .bool(self) }
    package static var templateShape: TemplateShape { .scalar }
}

extension Optional: TemplateRenderable where Wrapped: TemplateRenderable {
    package var templateValue: TemplateValue { self?.templateValue ?? .null }
    package static var templateShape: TemplateShape { .optional(Wrapped.templateShape) }
}

extension Array: TemplateRenderable where Element: TemplateRenderable {
    // A closure, not `\.templateValue`: a key path on a generic element is made at run time on every call.
    package var templateValue: TemplateValue { .list(map { $0.templateValue }) }
    package static var templateShape: TemplateShape { .list(Element.templateShape) }
}
