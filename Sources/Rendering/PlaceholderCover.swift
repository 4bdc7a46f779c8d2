import Model

/// The generated cover of an album without art: a sleeve in one of four designs (a record sliding out, bands, a
/// low sun, blocks), in colours of its own, with the album's title and artist on it, so an archive with no
/// covers still looks designed and no two albums look alike. The same for the same album on every build.
struct PlaceholderCover: TemplateView {
    /// 0–3: which design.
    package let style: Int
    let hue: Int
    let accentHue: Int
    package let title: String
    package let artist: String
    /// The longest word's length in average characters, title's and artist's: the theme sizes the text so that word fits on
    /// one line of the sleeve, so a title wraps between words and a long word shrinks instead of breaking.
    package let titleLongestWord: Int
    package let artistLongestWord: Int

    package init(_ album: Album) {
        self.init(seed: album.slug, title: album.title, artist: album.artist)
    }

    package init(seed: String, title: String, artist: String) {
        let design = SleeveDesign(seed: seed)
        style = design.style
        hue = design.hue
        accentHue = design.accentHue
        self.title = title
        self.artist = artist
        titleLongestWord = Self.longestWord(title)
        artistLongestWord = Self.longestWord(artist)
    }

    /// `SleeveDesign.longestWord`: what the theme sizes the sleeve's text by.
    package static func longestWord(_ text: String) -> Int {
        SleeveDesign.longestWord(text)
    }

    /// `SleeveDesign.hash`.
    package static func hash(_ seed: String) -> UInt64 {
        SleeveDesign.hash(seed)
    }

    package static let fields: TemplateFields<Self> = [
        .init("style") { $0.style }, .init("hue") { $0.hue }, .init("accent_hue") { $0.accentHue },
        .init("title") { $0.title }, .init("artist") { $0.artist },
        .init("title_longest_word") { $0.titleLongestWord }, .init("artist_longest_word") { $0.artistLongestWord },
        // The colours of the earlier design, for themes that draw their own.
        .init("sleeve") { "hsl(\($0.hue) 45% 32%)" }, .init("label") { "hsl(\($0.accentHue) 70% 62%)" }, .init("grooves") { "hsl(\($0.hue) 20% 14%)" },
    ]
}
