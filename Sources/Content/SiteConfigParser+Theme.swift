import Model

extension SiteConfigParser {
    /// `theme:`, `{ accent: "#2f6f8f", type: editorial }`. Every mistake is an error, an unknown key too: the
    /// build would otherwise succeed with a look the owner did not ask for, which is easy to miss.
    static func parseTheme(_ reader: inout FieldReader) -> SiteTheme? {
        guard reader.line(ofKey: "theme") != nil else { return nil }
        guard var fields = reader.nested("theme") else {
            if reader.node("theme") == nil {
                reader.error("'theme' is empty; give it `accent:` and/or `type:` lines, or remove it", line: reader.line(ofKey: "theme"))
            }
            return nil
        }
        var theme = SiteTheme()
        if fields.line(ofKey: "accent") != nil {
            if let text = fields.string("accent") {
                theme.accent = accent(text, &fields)
            } else if fields.node("accent")?.sequence == nil && fields.node("accent")?.mapping == nil {
                // `accent: #2f6f8f` unquoted: YAML reads everything from `#` as a comment.
                fields.error(
                    "'accent' of theme is empty; write the colour in quotes, like accent: \"#2f6f8f\" (an unquoted # starts a comment in YAML)",
                    line: fields.line(ofKey: "accent"))
            }
        }
        if let name = fields.string("type") {
            if let pairing = TypePairing(rawValue: name.lowercased()) {
                theme.type = pairing
            } else {
                let names = TypePairing.allCases.map(\.rawValue)
                fields.error("'type' of theme must be one of \(names.joined(separator: ", ")), not '\(name)'", at: fields.node("type"))
            }
        }
        fields.rejectUnknownKeys(known: SiteTheme.knownKeys, in: "theme")
        reader.absorb(fields)
        return theme
    }

    /// The accent colour, refused when links in it would not read at 4.5:1 on the light pages (a darker one of
    /// the same hue is suggested); the dark pages' accent is derived from it, so it is never refused for those.
    private static func accent(_ text: String, _ fields: inout FieldReader) -> RGBColour? {
        guard let colour = RGBColour(hex: text) else {
            fields.error("'accent' of theme must be a colour like \"#2f6f8f\" (# and 6 or 3 hex digits, in quotes), not '\(text)'", at: fields.node("accent"))
            return nil
        }
        let contrast = AccentPalette.lightContrast(colour)
        guard contrast >= AccentPalette.minimumContrast else {
            let ratio = (contrast * 10).rounded(.down) / 10
            fields.error(
                "accent \(colour.hex) reads at only \(ratio):1 on the page background; links need at least 4.5:1: choose a darker colour, such as \"\(AccentPalette.readable(colour).hex)\" (the same hue, darkened)",
                at: fields.node("accent"))
            return nil
        }
        return colour
    }
}
