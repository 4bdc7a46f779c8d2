import Foundation

/// An sRGB colour as site.yml writes it (`#2f6f8f`), with what the contrast checks need: WCAG's relative luminance
/// and contrast ratio, and a way through OKLCH, where lightness can be changed without the hue drifting.
public struct RGBColour: Sendable, Hashable, Codable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb` or `#rgb`, the `#` optional (an unquoted `#` in YAML starts a comment), any case.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else { return nil }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xff), blue: UInt8(value & 0xff))
    }

    /// `#rrggbb`, lower case: how the stylesheet writes it.
    public var hex: String {
        "#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    public var description: String { hex }

    /// WCAG 2's relative luminance, 0 for black to 1 for white.
    public var relativeLuminance: Double {
        let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// WCAG 2's contrast ratio with `other`, from 1 to 21: what axe-core checks (4.5 for text).
    public func contrast(with other: RGBColour) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
