/// A view's values made once and shared by every page that shows it (an album card, the navigation at a link depth).
struct CachedView<View: TemplateRenderable>: TemplateRenderable {
    let templateValue: TemplateValue

    /// `shared`: shown on more than one page, so partials rendered with it keep their output (when it depends on
    /// nothing else); a value shown once is better off without the copy.
    init(_ view: View, shared: Bool = true) {
        var value = view.templateValue
        if shared, case .object(var fields) = value {
            fields[PartialMemo.key] = .memo(PartialMemo())
            value = .object(fields)
        }
        templateValue = value
    }

    static var templateShape: TemplateShape { View.templateShape }
}
