import Foundation

/// A colour in OKLCH (Björn Ottosson's OKLab as lightness, chroma, hue): lightness here follows what the eye sees,
/// so an accent can be lightened or darkened to a contrast target and keep its hue.
public struct OKLCH: Sendable, Hashable {
    /// 0 (black) to 1 (white).
    public var lightness: Double
    public var chroma: Double
    /// Degrees.
    public var hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    public init(_ colour: RGBColour) {
        let (r, g, b) = (RGBColour.linear(colour.red), RGBColour.linear(colour.green), RGBColour.linear(colour.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let lab = (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
        lightness = lab.0
        chroma = (lab.1 * lab.1 + lab.2 * lab.2).squareRoot()
        hue = atan2(lab.2, lab.1) * 180 / .pi
    }

    /// The linear sRGB channels, which fall outside 0…1 for a colour sRGB cannot show.
    private var linearRGB: (Double, Double, Double) {
        let a = chroma * cos(hue * .pi / 180), b = chroma * sin(hue * .pi / 180)
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// The nearest sRGB colour of this lightness and hue: chroma is reduced until the colour fits.
    public var rgb: RGBColour {
        var colour = self
        colour.lightness = min(max(lightness, 0), 1)
        var (low, high) = (0.0, colour.chroma)
        if !colour.fits {
            for _ in 0..<24 {
                colour.chroma = (low + high) / 2
                if colour.fits { low = colour.chroma } else { high = colour.chroma }
            }
            colour.chroma = low
        }
        let (r, g, b) = colour.linearRGB
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(RGBColour.encoded(value), 0), 1) * 255).rounded()) }
        return RGBColour(red: channel(r), green: channel(g), blue: channel(b))
    }

    private var fits: Bool {
        let (r, g, b) = linearRGB
        let range = -0.0001...1.0001
        return range.contains(r) && range.contains(g) && range.contains(b)
    }
}
