/// The four accent colours the stylesheet needs, derived from the one `theme: accent:` of site.yml: the accent and
/// its soft tint (behind tags, the playing track) for light pages, and both again for dark pages. Each is found by
/// moving the accent's lightness in OKLCH, keeping its hue, until every pairing the stylesheet makes with it reads at
/// 4.5:1 (WCAG AA for text, what axe-core checks): links and the play button's label on the background and the
/// cards' surface, the accent and the muted text on the tint.
public struct AccentPalette: Sendable, Hashable {
    public let accent: RGBColour
    public let accentSoft: RGBColour
    public let darkAccent: RGBColour
    public let darkAccentSoft: RGBColour

    /// WCAG AA for text.
    public static let minimumContrast = 4.5

    /// The default stylesheet's colours the accent is seen with (`:root` of Templates/style.css; a test holds
    /// them to it).
    public struct Scheme: Sendable, Hashable {
        public let background, surface, text, muted: RGBColour
    }

    public static let light = Scheme(background: rgb(0xf7f4ef), surface: rgb(0xfffdf9), text: rgb(0x1f1c19), muted: rgb(0x6b635a))
    public static let dark = Scheme(background: rgb(0x151312), surface: rgb(0x1e1b19), text: rgb(0xece6df), muted: rgb(0xa89f95))

    /// The palette for `accent`, or nil when the accent itself reads below 4.5:1 on the light background or
    /// surface (`readable(_:)` then suggests one that does): the owner's colour is used as given or not at all.
    public init?(accent: RGBColour) {
        guard Self.lightContrast(accent) >= Self.minimumContrast else { return nil }
        self.accent = accent
        let start = OKLCH(accent)
        // The tint: pale, of the accent's hue (as pale and grey as the default theme's), lightened until the accent and the muted text read on it.
        accentSoft = Self.step(from: OKLCH(lightness: 0.93, chroma: min(start.chroma * 0.2, 0.025), hue: start.hue), by: 0.005) { soft in
            [accent, Self.light.muted, Self.light.text].allSatisfy { $0.contrast(with: soft) >= Self.minimumContrast }
        }
        let darkSoft = Self.step(from: OKLCH(lightness: 0.3, chroma: min(start.chroma * 0.25, 0.035), hue: start.hue), by: -0.005) { soft in
            [Self.dark.muted, Self.dark.text].allSatisfy { $0.contrast(with: soft) >= Self.minimumContrast }
        }
        darkAccentSoft = darkSoft
        // Dark pages: the same hue, at least as light as the default theme's dark accent (OKLCH 0.755) is, less a
        // little, lightened further if it must be to read on the dark background, surface and tint.
        darkAccent = Self.step(from: OKLCH(lightness: max(start.lightness, 0.72), chroma: start.chroma, hue: start.hue), by: 0.005) { colour in
            [Self.dark.background, Self.dark.surface, darkSoft].allSatisfy { $0.contrast(with: colour) >= Self.minimumContrast }
        }
    }

    /// The accent's lower contrast of the two it is read on in light pages: the background and the surface.
    public static func lightContrast(_ accent: RGBColour) -> Double {
        min(accent.contrast(with: light.background), accent.contrast(with: light.surface))
    }

    /// `accent` darkened, keeping its hue, until it reads at 4.5:1 on the light background and surface: what the
    /// error for a pale accent suggests.
    public static func readable(_ accent: RGBColour) -> RGBColour {
        step(from: OKLCH(accent), by: -0.005) { lightContrast($0) >= minimumContrast }
    }

    /// The first colour from `start`, changing lightness by `delta` at a time, that `accepts`; black or white
    /// at the end (which every check here accepts: each is a contrast with colours well away from one end).
    private static func step(from start: OKLCH, by delta: Double, accepts: (RGBColour) -> Bool) -> RGBColour {
        var colour = start
        while true {
            let rgb = colour.rgb
            if accepts(rgb) || colour.lightness <= 0 || colour.lightness >= 1 { return rgb }
            colour.lightness += delta
        }
    }

    private static func rgb(_ value: UInt32) -> RGBColour {
        RGBColour(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xff), blue: UInt8(value & 0xff))
    }
}
