import Model

/// What site.yml's `theme:` adds to the end of the theme's `style.css`: the accent colours for light and dark pages
/// and the type pairing's font families, as rules that come after (and so override) the theme's own. Nothing when
/// the theme is the default, so that stylesheet stays the theme's byte for byte. The pages do not change: only
/// `assets/style.css` depends on the setting.
enum ThemeStylesheet {
    /// The CSS to append, or nil when `theme` changes nothing.
    static func addition(for theme: SiteTheme?) -> String? {
        guard let theme, !theme.isDefault else { return nil }
        var css = "\n/* theme: from content/site.yml */\n"
        if let accent = theme.accent, let palette = AccentPalette(accent: accent) {
            css += ":root { --accent: \(palette.accent.hex); --accent-soft: \(palette.accentSoft.hex); }\n"
            css += "@media (prefers-color-scheme: dark) {\n  :root { --accent: \(palette.darkAccent.hex); --accent-soft: \(palette.darkAccentSoft.hex); }\n}\n"
        }
        let fonts = FontStacks(theme.type)
        if let body = fonts.body { css += "body { font-family: \(body); }\n" }
        if let headings = fonts.headings { css += "h1, h2, h3, .site-title { font-family: \(headings); }\n" }
        return css
    }

    /// The families of a type pairing, nil where the theme's own stay. Only fonts installed with common systems
    /// (macOS, Windows, Linux's URW and DejaVu sets), each list ending in the generic family.
    struct FontStacks {
        let body: String?
        let headings: String?

        /// An old-style serif for headings: Palatino and its clones, then Georgia.
        static let headingSerif = #""Iowan Old Style", "Palatino Linotype", Palatino, P052, "URW Palladio L", "Book Antiqua", Georgia, serif"#
        /// A serif made for reading at text sizes: Charter, Cambria, Century Schoolbook's clone, then Georgia.
        static let textSerif = #"Charter, "Bitstream Charter", "Sitka Text", Cambria, C059, "Century Schoolbook", "Noto Serif", Georgia, serif"#

        init(_ pairing: TypePairing) {
            switch pairing {
            case .quiet: (body, headings) = (nil, nil)
            case .editorial: (body, headings) = (nil, Self.headingSerif)
            case .book: (body, headings) = (Self.textSerif, Self.headingSerif)
            }
        }
    }
}
