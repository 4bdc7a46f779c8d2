import Foundation
import Model
import MusicWeb

/// Reads `content/site.yml`.
package enum SiteConfigParser {
    package static func parse(_ reader: inout FieldReader) -> SiteConfig? {
        let title = reader.string("title", required: true)
        let description = reader.string("description")
        var language = reader.string("language") ?? "en"
        if !isLanguageTag(language) {
            reader.error("'language' must be a language tag like en, de or pt-BR, not '\(language)'", at: reader.node("language"))
            language = "en"
        }
        var baseURL = reader.string("base_url")
        if let url = baseURL {
            if !(url.hasPrefix("https://") || url.hasPrefix("http://")) || URL(string: url)?.host == nil {
                reader.error("'base_url' must be an absolute http(s) URL like https://example.org/records/", at: reader.node("base_url"))
                baseURL = nil
            } else if !url.hasSuffix("/") {
                baseURL = url + "/"
            }
        }
        let contact = reader.string("contact")
        let cleanURLs = reader.bool("clean_urls") ?? false
        let allowHTML = reader.bool("allow_html") ?? false
        let publishAudio = reader.bool("publish_audio")
        let sources = parseSources(&reader)
        let strings = reader.phrases("strings")
        var listeningUsers: [String: String] = [:]
        for source in SourceRegistry.listening {
            guard let user = reader.string(source.userKey) else { continue }
            if let problem = source.problem(user: user) {
                reader.error(problem, at: reader.node(source.userKey))
            } else {
                listeningUsers[source.name.rawValue] = user
            }
        }
        let theme = parseTheme(&reader)
        let sync = parseSync(&reader)
        let wantlist = reader.bool("wantlist") ?? false
        if wantlist && sync.discogsUser == nil {
            reader.error("'wantlist: true' shows the Discogs wantlist of the user `sync:` names: add `sync: { discogs_user: NAME }` (or remove 'wantlist')", at: reader.node("wantlist"))
        }
        reader.warnAboutUnknownKeys(known: SiteConfig.knownKeys + SourceRegistry.listening.map { $0.userKey })
        guard let title else { return nil }
        var config = SiteConfig(
            title: title, description: description, language: language, baseURL: baseURL,
            contact: contact, cleanURLs: cleanURLs, allowHTML: allowHTML, sources: sources
        )
        config.strings = strings
        config.publishAudio = publishAudio
        config.listeningUsers = listeningUsers
        config.theme = theme
        config.sync = sync
        config.wantlist = wantlist
        return config
    }

    /// `content/site.yml` of the site folder `site` on its own (the importers read it without the archive): the
    /// settings, or every problem found.
    package static func read(site: URL) -> Result<SiteConfig, ArchiveError> {
        let path = SiteConfigFile.path
        switch SourceFile.read(site.appending(path: path), displayPath: path) {
        case .failure(let problem):
            return .failure(ArchiveError(diagnostics: [problem]))
        case .success(let file):
            let (parsed, problems) = FieldReader.parse(yaml: file.text, file: path, firstLine: 1)
            guard var reader = parsed else { return .failure(ArchiveError(diagnostics: problems)) }
            let config = parse(&reader)
            guard let config, !reader.hasErrors else { return .failure(ArchiveError(diagnostics: problems + reader.diagnostics)) }
            return .success(config)
        }
    }

    /// `sources:`: for each source the registry lists (`SourceRegistry`), `base_url` and `enabled`, and the settings
    /// it declares, each checked as it says.
    static func parseSources(_ reader: inout FieldReader) -> SourcesConfig {
        var config = SourcesConfig()
        guard var sources = reader.nested("sources") else { return config }
        for source in SourceRegistry.all {
            let name = source.name.rawValue
            guard var fields = sources.nested(name) else { continue }
            var endpoint = SourcesConfig.Endpoint()
            if let url = fields.string("base_url") {
                if (url.hasPrefix("https://") || url.hasPrefix("http://")) && URL(string: url)?.host != nil {
                    endpoint.baseURL = url.hasSuffix("/") ? String(url.dropLast()) : url
                } else {
                    fields.error("'base_url' of \(name) must be an absolute http(s) URL", at: fields.node("base_url"))
                }
            }
            endpoint.enabled = fields.bool("enabled") ?? true
            for setting in source.settings {
                guard let node = fields.node(setting.key) else { continue }
                if let refusal = setting.refusal {
                    fields.error(refusal, at: node)
                    continue
                }
                guard let value = fields.string(setting.key) else { continue }
                switch setting.check(value) {
                case .success(let checked): endpoint.settings[setting.key] = checked
                case .failure(let refusal): fields.error(refusal.message, at: node)
                }
            }
            fields.warnAboutUnknownKeys(known: ["base_url", "enabled"] + source.settings.map(\.key))
            sources.absorb(fields)
            config.written[source.name] = endpoint
        }
        sources.warnAboutUnknownKeys(known: SourceRegistry.names.map(\.rawValue))
        reader.absorb(sources)
        return config
    }

    /// `sync:`: `discogs_user` (a Discogs user name) and `musicbrainz_collection` (a collection's id).
    static func parseSync(_ reader: inout FieldReader) -> SyncConfig {
        var sync = SyncConfig()
        guard var fields = reader.nested("sync") else { return sync }
        if let user = fields.string("discogs_user") {
            if DiscogsCollection.isUserName(user) {
                sync.discogsUser = user
            } else {
                fields.error("'discogs_user' must be a Discogs user name (letters, digits, '.', '_' and '-', as in discogs.com/user/<name>)", at: fields.node("discogs_user"))
            }
        }
        if let id = fields.string("musicbrainz_collection") {
            if UUID(uuidString: id.trimmingCharacters(in: .whitespaces)) != nil {
                sync.musicbrainzCollection = id.trimmingCharacters(in: .whitespaces).lowercased()
            } else {
                fields.error("'musicbrainz_collection' must be a MusicBrainz collection id (a UUID like 0b0f3a8e-…, from the collection's page address)", at: fields.node("musicbrainz_collection"))
            }
        }
        fields.warnAboutUnknownKeys(known: ["discogs_user", "musicbrainz_collection"])
        reader.absorb(fields)
        return sync
    }

    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
