/// `{{t.key}}`: the theme's words in the site's language, in every template. Its names are the English table's
/// keys (every language has them all), so a misspelt key is an error when the theme loads.
final class StringsView: TemplateView {
    let texts: [String: String]

    package init(_ strings: SiteStrings) {
        texts = strings.texts
    }

    package static let fields: TemplateFields<StringsView> = TemplateFields(
        SiteStrings.english.texts.keys.sorted().map { key in TemplateField(key) { $0.texts[key] ?? "" } })
}
