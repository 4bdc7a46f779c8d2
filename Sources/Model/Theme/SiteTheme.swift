/// `theme:` in site.yml: the accent colour and the type pairing, so two collectors' sites need not look alike.
public struct SiteTheme: Sendable, Hashable, Codable {
    /// Nil keeps the default stylesheet's accent.
    public var accent: RGBColour?
    public var type: TypePairing

    public init(accent: RGBColour? = nil, type: TypePairing = .quiet) {
        self.accent = accent
        self.type = type
    }

    /// Whether it changes nothing: the stylesheet is then the theme's own, byte for byte.
    public var isDefault: Bool { accent == nil && type == .quiet }

    package static let knownKeys = ["accent", "type"]
}
