import Model

/// A service of the music web. A source is one folder under `MusicWeb/Sources/` (this declaration, its client,
/// what it reads into an album or an artist) and one line in `SourceRegistry.all`; the fetcher, the cache, the fetch
/// budget, host health, site.yml's `sources:` and the build's counts take everything else from here.
public protocol MusicSource: Sendable {
    /// Its key under `sources:`, in the cache's keys and in counts.
    static var name: SourceName { get }
    /// As people know it, in messages and on pages ("Cover Art Archive").
    static var displayName: String { get }
    /// Where it answers when site.yml gives no `base_url`.
    static var defaultBaseURL: String { get }
    /// Its own settings under `sources.<name>:`, besides the `base_url` and `enabled` every source takes.
    static var settings: [SourceSetting] { get }
    /// The environment variable holding its secret (an API key, a token), if it takes one: the secret is read from
    /// there alone, sent only by its policy, and never written to the output, the cache or a log. A setting may name
    /// another variable (`SourceSecret.setting`).
    static var secret: SourceSecret? { get }
    /// Its rules for the fetcher; `secret` is the owner's key or token when there is one (a token may raise a rate).
    static func policy(secret: String?) -> SourcePolicy
}

extension MusicSource {
    public static var settings: [SourceSetting] { [] }
    public static var secret: SourceSecret? { nil }
}

/// A setting of one source under `sources.<name>:` in site.yml: its key, its value when not written, and the check
/// a written value passes (which may normalise it: "de" → "DE"), or the message that says what to write instead.
public struct SourceSetting: Sendable {
    public let key: String
    public let defaultValue: String?
    public let check: @Sendable (String) -> Result<String, SourceSetting.Refusal>
    /// Set for a key that must not be written at all, whatever its value (a key that belongs in the environment).
    public let refusal: String?

    public struct Refusal: Error, Sendable {
        public let message: String
        public init(_ message: String) { self.message = message }
    }

    public init(_ key: String, default defaultValue: String? = nil, check: @escaping @Sendable (String) -> Result<String, Refusal> = { .success($0) }) {
        self.key = key
        self.defaultValue = defaultValue
        self.check = check
        refusal = nil
    }

    private init(refusing key: String, _ message: String) {
        self.key = key
        defaultValue = nil
        check = { .success($0) }
        refusal = message
    }

    /// A key that must not be written, with what to do instead (an API key belongs in the environment).
    public static func refused(_ key: String, _ message: String) -> SourceSetting {
        SourceSetting(refusing: key, message)
    }
}

/// Where a source's secret comes from.
public struct SourceSecret: Sendable {
    /// The variable read when no setting names another.
    public let variable: String
    /// The setting that may name another variable (Last.fm's `api_key_env`), if any.
    public let setting: String?

    public init(variable: String, setting: String? = nil) {
        self.variable = variable
        self.setting = setting
    }
}
