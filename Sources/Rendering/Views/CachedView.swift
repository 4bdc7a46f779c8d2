import Mustache

/// A view's values made once and shared by every page that shows it (an album card, the navigation at a link depth).
struct CachedView<View: TemplateRenderable>: TemplateRenderable {
    let templateValue: TemplateValue

    /// `shared`: shown on more than one page, so partials rendered with it keep their output (when it depends on
    /// nothing else); a value shown once is better off without the copy.
    package init(_ view: View, shared: Bool = true) {
        if shared, let typed = view as? any TemplateView {
            templateValue = Self.remembering(typed)
        } else {
            templateValue = view.templateValue
        }
    }

    /// The view looked up as it is, with its partials' outputs beside it under a name no template can write. (Not
    /// made into a dictionary: a site keeps one card per album, and the dictionary was most of a card's memory,
    /// while a kept partial output means its fields are seldom looked up again.)
    private static func remembering<Typed: TemplateView>(_ view: Typed) -> TemplateValue {
        let memo = TemplateValue.memo(PartialMemo())
        return .view(TemplateLookup { name in name == PartialMemo.key ? memo : Typed.fields.lookup(view, name) })
    }

    static var templateShape: TemplateShape { View.templateShape }
}
