import Foundation
@testable import MusicWeb
@testable import Rendering

/// Answers recorded from the real services by other projects (`Fixtures/recorded/`, provenance in its README.md).
enum Recorded {
    static let folder = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/recorded", directoryHint: .isDirectory)

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appending(path: name))
    }

    static func release(_ name: String) throws -> MusicBrainzClient.Release {
        try JSONDecoder().decode(MusicBrainzClient.Release.self, from: data(name))
    }

    static func json(_ body: Data) -> FixtureServer.Response {
        .init(status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }

    /// The MusicBrainz id a recorded release answer is about.
    static func id(_ name: String) throws -> String {
        try release(name).id
    }
}

extension FixtureServer.Request {
    /// The value of query parameter `name`, decoded as a server decodes it (a bare `+` is a space).
    func query(_ name: String) -> String? {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (s: Substring) in s.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(s) }
            if decode(parts[0]) == name { return parts.count > 1 ? decode(parts[1]) : "" }
        }
        return nil
    }
}
