/// One of the theme's fixed words in a language: a text, or a text chosen by a number ("1 album", "{n} albums").
/// Words in braces (`{n}`, `{artist}`) are filled in where it is used.
public enum Phrase: Sendable, Hashable, Encodable {
    case text(String)
    case counted(one: String, other: String)
}
