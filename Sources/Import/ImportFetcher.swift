import Foundation
import Cache
import Content
import MusicWeb

/// The fetcher an importer reading the music web uses: the site's `contact:`, `sources:` and cache, the secrets of
/// the environment (`DISCOGS_TOKEN`), and every answer asked again (with ETag/Last-Modified when the server gave
/// them): a collection changes.
public enum ImportFetcher {
    public static func make(
        site: URL, service: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        transport: (any HTTPTransport)? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) throws -> Fetcher {
        let path = "content/site.yml"
        let url = site.appending(path: path)
        guard case .success(let file) = SourceFile.read(url, displayPath: path) else {
            throw ImportError("\(url.path): missing or unreadable; importing from \(service) needs the site's settings (run `linernotes init` first)")
        }
        let (parsed, problems) = FieldReader.parse(yaml: file.text, file: path, firstLine: 1)
        guard var reader = parsed, let config = SiteConfigParser.parse(&reader), !reader.hasErrors else {
            throw ImportError((problems + (parsed?.diagnostics ?? [])).map(\.description).joined(separator: "\n"))
        }
        guard let contact = config.contact else {
            throw ImportError("\(path): no 'contact' (an email or URL for the User-Agent); \(service) asks every client to say who it is")
        }
        return Fetcher(
            transport: transport ?? CurlTransport(), cache: CacheStore(root: site.appending(path: "cache"), clock: clock),
            settings: FetchSettings(contact: contact, sources: config.sources, secrets: config.sources.secrets(environment), refresh: .all),
            clock: clock)
    }
}
