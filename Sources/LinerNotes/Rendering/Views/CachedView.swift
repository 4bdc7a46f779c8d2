/// A view's values made once and shared by every page that shows it (an album card, the navigation at a link depth).
struct CachedView<View: TemplateRenderable>: TemplateRenderable {
    let templateValue: TemplateValue

    init(_ view: View) {
        templateValue = view.templateValue
    }

    static var templateShape: TemplateShape { View.templateShape }
}
