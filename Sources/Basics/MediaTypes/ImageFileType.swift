import Foundation

/// An image file type linernotes knows. `ImageFileType.all` is the one list of them: the build checks every `cover:`
/// against it (by name and by first bytes), the importers pick cover files by it, and `serve` labels files by it.
public struct ImageFileType: MediaFileType {
    /// What people call it, for messages: "JPEG", "WebP".
    public let name: String
    /// Its file extensions, lowercase; the first is the one a copy is written with.
    public let extensions: [String]
    /// The `Content-Type` it is served with.
    public let mediaType: String
    /// Whether an album's cover may be one (an icon is only ever a theme's).
    public let isCover: Bool

    package init(name: String, extensions: [String], mediaType: String, isCover: Bool) {
        self.name = name
        self.extensions = extensions
        self.mediaType = mediaType
        self.isCover = isCover
    }

    public static let jpeg = ImageFileType(name: "JPEG", extensions: ["jpg", "jpeg"], mediaType: "image/jpeg", isCover: true)
    public static let png = ImageFileType(name: "PNG", extensions: ["png"], mediaType: "image/png", isCover: true)
    public static let gif = ImageFileType(name: "GIF", extensions: ["gif"], mediaType: "image/gif", isCover: true)
    public static let webp = ImageFileType(name: "WebP", extensions: ["webp"], mediaType: "image/webp", isCover: true)
    public static let avif = ImageFileType(name: "AVIF", extensions: ["avif"], mediaType: "image/avif", isCover: true)
    public static let svg = ImageFileType(name: "SVG", extensions: ["svg"], mediaType: "image/svg+xml", isCover: true)
    public static let icon = ImageFileType(name: "ICO", extensions: ["ico"], mediaType: "image/x-icon", isCover: false)

    public static let all: [ImageFileType] = [jpeg, png, gif, webp, avif, svg, icon]
    /// The types a cover may be, in the order a cover file beside the music is looked for.
    public static let covers: [ImageFileType] = all.filter(\.isCover)

    /// The type of an image by its first bytes, whatever its name says: JPEG, PNG, GIF and WebP by their signatures,
    /// AVIF by its `ftyp` box, SVG by its opening tag. Nil for anything else (an icon is never recognised).
    public init?(contents head: Data) {
        let bytes = [UInt8](head.prefix(4096))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else if bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8), ["avif", "avis"].contains(String(decoding: bytes[8..<12], as: UTF8.self)) {
            self = .avif
        } else if Self.isSVG(bytes) {
            self = .svg
        } else {
            return nil
        }
    }

    /// Every extension of the cover types, sorted, for messages: "avif, gif, jpeg, …".
    public static var coverExtensionList: String {
        extensionList(of: covers)
    }

    /// The cover types' names for messages: "JPEG, PNG, GIF, WebP, AVIF or SVG".
    public static var coverNameList: String {
        let names = covers.map(\.name)
        return names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
    }

    /// An SVG document: its opening tag, or an XML declaration, comment or doctype before one.
    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return (start.hasPrefix("<svg") || start.hasPrefix("<?xml") || start.hasPrefix("<!--") || start.hasPrefix("<!doctype svg")) && text.contains("<svg")
    }
}
