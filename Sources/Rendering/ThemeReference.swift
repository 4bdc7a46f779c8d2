import Mustache

/// The template reference (docs/template-reference.md): the names each template can use, made from the views
/// themselves so it cannot go stale (a test compares the file with it).
enum ThemeReference {
    /// Shared pieces, documented once and named where they appear.
    static let partials: [(template: String, shape: TemplateShape)] = [
        ("base", PageCommon.templateShape),
        ("partials/nav", NavigationView.templateShape),
        ("partials/album-grid", AlbumGridView.templateShape),
        ("partials/album-card", AlbumCardView.templateShape),
        ("partials/cover", CoverView.templateShape),
        ("partials/wikipedia", WikipediaView.templateShape),
        ("partials/more-albums", MoreAlbumsView.templateShape),
        ("partials/credit-person", CreditsView.Person.templateShape),
        ("partials/person-credits", PersonCreditsView.templateShape),
        ("partials/works", WorksView.templateShape),
    ]

    /// The template reference, docs/template-reference.md, whole: a section per template with a table of the names it
    /// can use. `name?` may be missing, `name[]` is a list whose elements' names follow in braces. A test compares the
    /// file with this text (`LINERNOTES_WRITE_REFERENCE=1 swift test --filter ThemeReferenceTests` writes it).
    package static var page: String {
        let common = Set(PageCommon.templateShape.fieldNames)
        var out = """
            # Template reference

            The names each template of a theme can use, made from the views that fill them in (`Sources/Rendering/Views/`),
            so this page cannot go stale: a test compares it with them. A theme's template that uses a name not listed for
            it is refused when the site builds, with the file, the line and the nearest name. How themes work: [themes](themes.md).

            `name?` may be missing (use it in a section, `{{#name}}…{{/name}}`, or an inverted one); `name[]` is a list,
            its elements' names in braces; "as `partials/…`" means the element has the names that partial lists.

            ## Shared pieces

            """
        for (position, entry) in partials.enumerated() {
            out += "\n### `\(entry.template).mustache`\n\n"
            if position == 0 { out += "Every page template has these names too.\n\n" }
            out += table(entry.shape, inline: entry.template)
        }
        out += "\n## Page templates\n"
        for use in SiteRenderer.templateUses {
            guard case .object(let fields) = use.shape else { continue }
            let isPage = common.isSubset(of: fields.map(\.name))
            let own = isPage ? fields.filter { !common.contains($0.name) } : fields
            out += "\n### `\(use.template).mustache`\n\n"
            if isPage { out += "What `base` has, and:\n\n" }
            out += own.isEmpty ? "Nothing else.\n" : table(.object(own), inline: use.template)
        }
        return out
    }

    private static func table(_ shape: TemplateShape, inline template: String) -> String {
        guard case .object(let fields) = shape else { return "" }
        return "| name | what it is |\n|---|---|\n" + rows(fields, prefix: "", inline: template)
    }

    /// A row per name; a record's names (also a list's elements') follow it as rows of their own, `outer.inner`.
    private static func rows(_ fields: [TemplateShape.Field], prefix: String, inline template: String) -> String {
        var rows = ""
        for field in fields {
            let name = prefix + field.name + marks(field.shape)
            // The site's words are hundreds of names, one per key of the string tables: named by where they are.
            if field.name == "t" && template == "base" {
                rows += "| `\(name)` | the site's words, one name per key of [`Templates/strings/en.yml`](../Templates/strings/en.yml) (`{{t.nav_albums}}`) |\n"
                continue
            }
            if case .object(let inner) = innermost(field.shape), partial(for: innermost(field.shape), inline: template) == nil {
                rows += "| `\(name)` | \(kind(field.shape)) |\n"
                // Inside, a name is written with its list marks only: `album.released.iso`, `album.credit.names[].name`.
                rows += self.rows(inner, prefix: prefix + field.name + marks(field.shape).filter { $0 != "?" } + ".", inline: template)
            } else {
                rows += "| `\(name)` | \(what(field.shape, inline: template)) |\n"
            }
        }
        return rows
    }

    private static func innermost(_ shape: TemplateShape) -> TemplateShape {
        switch shape {
        case .optional(let inner), .list(let inner): innermost(inner)
        default: shape
        }
    }

    private static func partial(for shape: TemplateShape, inline template: String) -> String? {
        partials.first(where: { $0.shape == shape && $0.template != template && $0.template != "base" })?.template
    }

    /// What a record or a list of records is, its names following.
    private static func kind(_ shape: TemplateShape) -> String {
        switch shape {
        case .optional(let inner): kind(inner) + ", may be missing"
        case .list: "a list, each with the names below"
        default: "a record with the names below"
        }
    }

    private static func marks(_ shape: TemplateShape) -> String {
        switch shape {
        case .optional(let inner): "?" + marks(inner)
        case .list(let element): "[]" + marks(element)
        default: ""
        }
    }

    /// A scalar, or a record (or list of them) with a partial's names.
    private static func what(_ shape: TemplateShape, inline template: String) -> String {
        switch shape {
        case .scalar: "text"
        case .optional(let inner): what(inner, inline: template) + ", may be missing"
        case .list(let element): "a list, each " + what(element, inline: template)
        case .object:
            partial(for: shape, inline: template).map { "with the names of `\($0).mustache`" } ?? "a record"
        }
    }
}
