import Testing
@testable import Model

/// The colours derived from one `theme: accent:` keep every pairing the stylesheet makes at 4.5:1, light and dark.
@Suite("Accent palette")
struct AccentPaletteTests {
    static let accents = ["#2f6f8f", "#a63f1c", "#0a0a0a", "#6b2fbf", "#1f7a3a", "#c0006a", "#595959", "#3355ff", "#806000"]

    @Test("An accent that reads on the light pages gets a dark variant and tints that read too", arguments: accents)
    func derived(hex: String) throws {
        let accent = try #require(RGBColour(hex: hex))
        let palette = try #require(AccentPalette(accent: accent))
        #expect(palette.accent == accent, "the owner's colour is used as given")
        let (light, dark) = (AccentPalette.light, AccentPalette.dark)
        for (colour, on) in [
            (palette.accent, light.background), (palette.accent, light.surface), (palette.accent, palette.accentSoft),
            (light.muted, palette.accentSoft), (light.text, palette.accentSoft),
            (palette.darkAccent, dark.background), (palette.darkAccent, dark.surface), (palette.darkAccent, palette.darkAccentSoft),
            (dark.muted, palette.darkAccentSoft), (dark.text, palette.darkAccentSoft),
        ] {
            #expect(colour.contrast(with: on) >= 4.5, "\(hex): \(colour) on \(on) reads at \(colour.contrast(with: on)):1")
        }
        // The dark variant is the same colour, lighter: its hue stays unless it is (near) grey.
        let (before, after) = (OKLCH(accent), OKLCH(palette.darkAccent))
        #expect(after.lightness > before.lightness)
        if before.chroma > 0.05 {
            let turn = abs(before.hue - after.hue).truncatingRemainder(dividingBy: 360)
            #expect(min(turn, 360 - turn) < 12, "\(hex) turned \(turn)° to \(palette.darkAccent)")
        }
    }

    @Test("A pale accent is refused, and the suggested darker one of its hue reads at 4.5:1",
          arguments: ["#f0c040", "#9ad0ff", "#ff8c69", "#cccccc", "#ffffff", "#3fae5a"])
    func paleRefused(hex: String) throws {
        let accent = try #require(RGBColour(hex: hex))
        #expect(AccentPalette(accent: accent) == nil)
        let suggested = AccentPalette.readable(accent)
        #expect(AccentPalette.lightContrast(suggested) >= 4.5)
        #expect(AccentPalette(accent: suggested) != nil)
        // Darkened only as far as needed: a step lighter would not read.
        #expect(AccentPalette.lightContrast(suggested) < 5.2, "\(hex) → \(suggested) is darker than it must be")
    }

    @Test("Colours are read as site.yml writes them", arguments: [
        ("#2F6F8F", "#2f6f8f"), ("2f6f8f", "#2f6f8f"), ("#abc", "#aabbcc"), ("#12345", nil), ("#ggg000", nil), ("blue", nil), ("#٣٣٣", nil),
    ])
    func hexParsing(text: String, expected: String?) {
        #expect(RGBColour(hex: text)?.hex == expected)
    }

    @Test("OKLCH round-trips sRGB colours", arguments: ["#2f6f8f", "#a63f1c", "#000000", "#ffffff", "#f7f4ef", "#00ff00"])
    func roundTrip(hex: String) throws {
        let colour = try #require(RGBColour(hex: hex))
        #expect(OKLCH(colour).rgb == colour)
    }
}
