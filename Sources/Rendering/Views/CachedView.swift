import Mustache

/// A view's values made once and shared by every page that shows it (an album card, the navigation at a link depth).
struct CachedView<View: TemplateRenderable>: TemplateRenderable {
    let templateValue: TemplateValue

    /// `shared`: shown on more than one page, so partials rendered with it keep their output (when it depends on
    /// nothing else); a value shown once is better off without the copy.
    package init(_ view: View, shared: Bool = true) {
        if shared, let typed = view as? any TemplateView {
            var fields = Self.object(typed)
            fields[PartialMemo.key] = .memo(PartialMemo())
            templateValue = .object(fields)
        } else {
            templateValue = view.templateValue
        }
    }

    /// Made into a dictionary once: it is read on many pages, and carries its partials' outputs.
    private static func object(_ view: some TemplateView) -> [String: TemplateValue] { view.objectValues }

    static var templateShape: TemplateShape { View.templateShape }
}
