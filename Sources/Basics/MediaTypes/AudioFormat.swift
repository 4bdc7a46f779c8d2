/// An audio file type linernotes knows. `AudioFormat.all` is the one list of them: the importers pick files by it, the
/// build checks every `file:` against it, `serve` labels files by it, and the pages offer only the types browsers play.
public struct AudioFormat: MediaFileType {
    /// What people call it, for messages: "FLAC", "WMA".
    public let name: String
    /// Its file extensions, lowercase; the first is the usual one.
    public let extensions: [String]
    /// The `Content-Type` it is served with.
    public let mediaType: String
    /// Whether an `<audio>` element plays it in the browsers people use (Chrome, Firefox, Safari), so a page may offer
    /// it in its player. A type they do not play is still a track's `file:`; the page lists the track without playing it.
    public let playsInBrowsers: Bool

    public static let mp3 = AudioFormat(name: "MP3", extensions: ["mp3"], mediaType: "audio/mpeg", playsInBrowsers: true)
    /// AAC (or ALAC) in an MPEG-4 container.
    public static let mpeg4 = AudioFormat(name: "MPEG-4 audio", extensions: ["m4a", "mp4"], mediaType: "audio/mp4", playsInBrowsers: true)
    /// A bare AAC stream (ADTS).
    public static let aac = AudioFormat(name: "AAC", extensions: ["aac"], mediaType: "audio/aac", playsInBrowsers: true)
    public static let flac = AudioFormat(name: "FLAC", extensions: ["flac"], mediaType: "audio/flac", playsInBrowsers: true)
    public static let oggVorbis = AudioFormat(name: "Ogg Vorbis", extensions: ["ogg", "oga"], mediaType: "audio/ogg", playsInBrowsers: true)
    public static let opus = AudioFormat(name: "Opus", extensions: ["opus"], mediaType: "audio/ogg", playsInBrowsers: true)
    public static let wav = AudioFormat(name: "WAV", extensions: ["wav"], mediaType: "audio/wav", playsInBrowsers: true)
    public static let webm = AudioFormat(name: "WebM audio", extensions: ["webm"], mediaType: "audio/webm", playsInBrowsers: true)
    /// Safari plays AIFF; Chrome and Firefox do not, so a page cannot count on it.
    public static let aiff = AudioFormat(name: "AIFF", extensions: ["aiff", "aif"], mediaType: "audio/aiff", playsInBrowsers: false)
    public static let wma = AudioFormat(name: "WMA", extensions: ["wma"], mediaType: "audio/x-ms-wma", playsInBrowsers: false)
    public static let monkeysAudio = AudioFormat(name: "Monkey's Audio (APE)", extensions: ["ape"], mediaType: "audio/x-ape", playsInBrowsers: false)
    public static let wavPack = AudioFormat(name: "WavPack", extensions: ["wv"], mediaType: "audio/x-wavpack", playsInBrowsers: false)
    public static let musepack = AudioFormat(name: "Musepack", extensions: ["mpc"], mediaType: "audio/x-musepack", playsInBrowsers: false)

    /// Every type, those browsers play first (the order a Music Player bundle's song without an extension is looked for in).
    public static let all: [AudioFormat] = [mp3, mpeg4, aac, flac, oggVorbis, opus, wav, webm, aiff, wma, monkeysAudio, wavPack, musepack]

    /// Every extension of every type, sorted, for messages: "aac, aif, aiff, …".
    public static var extensionList: String {
        extensionList(of: all)
    }
}
