import Foundation
import Model

/// The generated sleeve of an album without a cover as an SVG image, drawn as the theme's CSS draws it on the pages
/// (`Templates/style.css`, `.placeholder-0` to `-3`, from the same `SleeveDesign`): a square in the album's hue, one
/// of four designs in its accent, the title at the top and the artist at the bottom in white. libvips rasterises it
/// for link previews (`og:image`), which want an image file where the pages draw the sleeve with CSS.
package enum SleeveArt {
    /// The side of the square, in pixels.
    package static let side = 600

    package static func svg(seed: String, title: String, artist: String) -> String {
        let design = SleeveDesign(seed: seed)
        let size = Double(side)
        let hue = design.hue, accent = design.accentHue
        var shapes = ""
        switch design.style {
        case 0:
            // A record sliding out of its sleeve, bottom right: the disc, its label, and its grooves.
            let reach = size * 2.0.squareRoot()
            shapes += circle(size, size, 0.44 * reach, fill: "hsl(\(hue), 15%, 10%)")
            var radius = 0.014 * reach
            while radius < 0.44 * reach {
                shapes += "<circle cx=\"\(size)\" cy=\"\(size)\" r=\"\(format(radius))\" fill=\"none\" stroke=\"#fff\" stroke-opacity=\"0.04\" stroke-width=\"\(format(0.004 * reach))\"/>"
                radius += 0.016 * reach
            }
            shapes += circle(size, size, 0.06 * reach, fill: "hsl(\(accent), 70%, 60%)")
        case 1:
            // Bands across, from bottom left to top right, every 24 % of the diagonal.
            let diagonal = size * 2.0.squareRoot(), period = 0.24 * diagonal
            var start = 0.12 * diagonal
            while start < 2 * diagonal {
                let a = start * 2.0.squareRoot(), b = (start + 0.06 * diagonal) * 2.0.squareRoot()
                let far = 4 * size
                shapes += "<polygon points=\"\(format(a + far)),\(format(-far)) \(format(b + far)),\(format(-far)) \(format(b - far)),\(format(far)) \(format(a - far)),\(format(far))\" fill=\"hsl(\(accent), 55%, 45%)\" fill-opacity=\"0.35\"/>"
                start += period
            }
        case 2:
            // A low sun over dark ground.
            let reach = (pow(size / 2, 2) + pow(0.72 * size, 2)).squareRoot()
            shapes += circle(size / 2, 0.72 * size, 0.26 * reach, fill: "hsl(\(accent), 75%, 58%)")
            shapes += "<rect x=\"0\" y=\"\(format(0.7 * size))\" width=\"\(side)\" height=\"\(format(0.3 * size))\" fill=\"hsl(\(hue), 40%, 18%)\"/>"
        default:
            // Blocks at the right.
            shapes += "<rect x=\"\(format(0.62 * size))\" y=\"0\" width=\"\(format(0.16 * size))\" height=\"\(side)\" fill=\"hsl(\(accent), 50%, 40%)\" fill-opacity=\"0.7\"/>"
            shapes += "<rect x=\"\(format(0.78 * size))\" y=\"0\" width=\"\(format(0.22 * size))\" height=\"\(side)\" fill=\"hsl(\(hue), 35%, 22%)\"/>"
        }
        // The words, sized as the theme sizes them: the longest word fits the line, at most 4 lines of title and 2 of artist.
        let padding = 0.09 * size, width = size - 2 * padding
        let titleSize = min(0.115 * size, 1.366 * size / Double(SleeveDesign.longestWord(title)))
        let artistSize = min(0.082 * size, 1.366 * size / Double(SleeveDesign.longestWord(artist)))
        let titleLines = lines(title, size: titleSize, width: width, most: 4)
        let artistLines = lines(artist, size: artistSize, width: width, most: 2)
        var text = ""
        for (number, line) in titleLines.enumerated() {
            let baseline = padding + titleSize * (0.9 + 1.1 * Double(number))
            text += words(line, x: padding, y: baseline, size: titleSize, weight: 800)
        }
        for (number, line) in artistLines.enumerated() {
            let baseline = size - padding - artistSize * (0.25 + 1.2 * Double(artistLines.count - 1 - number))
            text += words(line, x: padding, y: baseline, size: artistSize, weight: 600)
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\" viewBox=\"0 0 \(side) \(side)\">"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"hsl(\(hue), 45%, 30%)\"/>" + shapes + text + "</svg>"
    }

    /// `text` broken into lines at spaces and after hyphens, each about `width` wide at `size` (a character is about
    /// 0.6 of the size, a capital, an m or a w half again), the last one ending "…" when there is more.
    static func lines(_ text: String, size: Double, width: Double, most: Int) -> [String] {
        let words = text.split(separator: " ").map(String.init)
        func measure(_ text: String) -> Double {
            Double(text.reduce(0) { $0 + ($1.isUppercase || "mwMW".contains($1) ? 3 : 2) }) * 0.3 * size
        }
        var lines: [String] = []
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? word : line + " " + word
            if line.isEmpty || measure(candidate) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > most else { return lines }
        var kept = Array(lines.prefix(most))
        kept[most - 1] += "…"
        return kept
    }

    private static func words(_ line: String, x: Double, y: Double, size: Double, weight: Int) -> String {
        // A soft shadow under the white words, as the theme's text-shadow.
        let attributes = "x=\"\(format(x))\" font-family=\"sans-serif\" font-size=\"\(format(size))\" font-weight=\"\(weight)\""
        return "<text \(attributes) y=\"\(format(y + 1))\" fill=\"#000\" fill-opacity=\"0.4\">\(escaped(line))</text>"
            + "<text \(attributes) y=\"\(format(y))\" fill=\"#fff\">\(escaped(line))</text>"
    }

    private static func circle(_ x: Double, _ y: Double, _ radius: Double, fill: String) -> String {
        "<circle cx=\"\(format(x))\" cy=\"\(format(y))\" r=\"\(format(radius))\" fill=\"\(fill)\"/>"
    }

    /// Two decimals at most, the same text on every machine.
    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, rest = abs(hundredths % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        return rest == 0 ? "\(sign)\(whole)" : "\(sign)\(whole)." + (rest < 10 ? "0\(rest)" : "\(rest)").replacingOccurrences(of: "0$", with: "", options: .regularExpression)
    }

    /// Text for the inside of an XML element: what the owner wrote, never markup.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // Control characters cannot be in XML at all.
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\t" }) { out.append(character) }
            }
        }
        return out
    }
}
