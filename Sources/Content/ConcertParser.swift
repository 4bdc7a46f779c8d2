import Foundation
import Model

/// Reads one `content/concerts/<slug>.md`.
enum ConcertParser {
    package static let knownKeys = ["date", "time", "venue", "city", "lat", "lon", "artists", "url"]

    package static func parse(_ file: SourceFile, slug: String, _ reader: inout FieldReader, _ document: FrontMatter, site: URL) -> Concert? {
        let date = reader.date("date")
        if reader.node("date") == nil { reader.missing("date") }
        if let date, date.day == nil { reader.error("'date' of a concert must be a day like 2026-05-17", at: reader.node("date")) }
        var time = reader.string("time")
        if let text = time {
            let parts = text.split(separator: ":").map { Int($0) }
            if parts.count == 2, let hour = parts[0], let minute = parts[1], (0...23).contains(hour), (0...59).contains(minute) {
                time = String(format2: hour) + ":" + String(format2: minute)
            } else {
                reader.error("'time' must look like 20:30, not '\(text)'", at: reader.node("time"))
                time = nil
            }
        }
        let venue = reader.string("venue", required: true)
        let city = reader.string("city")
        let latitude = coordinate("lat", range: -90...90, &reader)
        let longitude = coordinate("lon", range: -180...180, &reader)
        if (latitude == nil) != (longitude == nil) { reader.error("give both 'lat' and 'lon', or neither") }
        let artists = reader.stringList("artists")
        if artists.isEmpty { reader.missing("artists", detail: "headliner first") }
        let url = reader.string("url")
        if let url, !ArtistParser.isSafeLink(url) { reader.error("'url' must be an http(s) URL", at: reader.node("url")) }
        reader.warnAboutUnknownKeys(known: knownKeys)
        guard let date, date.day != nil, let venue, !artists.isEmpty else { return nil }
        return Concert(
            slug: slug, date: date, time: time, venue: venue, city: city, latitude: latitude, longitude: longitude,
            artists: artists, url: url, notes: document.body, sourcePath: file.displayPath)
    }

    private static func coordinate(_ key: String, range: ClosedRange<Double>, _ reader: inout FieldReader) -> Double? {
        guard let node = reader.node(key) else { return nil }
        guard let value = node.scalar.flatMap({ Double($0.string) }), range.contains(value) else {
            reader.error("'\(key)' must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))", at: node)
            return nil
        }
        return value
    }
}
