import Basics
import Foundation
import Model

/// A concert as an iCalendar file (RFC 5545): CRLF line ends, lines folded at 75 octets, text escaped.
enum ICalendar {
    static func event(_ concert: Concert, uidDomain: String, pageURL: String?, strings: SiteStrings) -> String {
        let date = concert.date
        let day = String(format4: date.year) + String(format2: date.month ?? 1) + String(format2: date.day ?? 1)
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//linernotes//linernotes \(LinerNotesVersion.current)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT",
            "UID:concert-\(concert.slug)@\(uidDomain)",
            // The concert's own day stands in for the creation time: builds stay byte-identical.
            "DTSTAMP:\(day)T000000Z",
        ]
        if let time = concert.time {
            // Floating local time: the concert happens at 20:30 wherever it is.
            lines.append("DTSTART:\(day)T\(time.replacingOccurrences(of: ":", with: ""))00")
        } else {
            lines.append("DTSTART;VALUE=DATE:\(day)")
        }
        lines.append("SUMMARY:" + escape(summary(concert, strings)))
        lines.append("LOCATION:" + escape([concert.venue, concert.city].compactMap { $0 }.joined(separator: ", ")))
        if let latitude = concert.latitude, let longitude = concert.longitude {
            lines.append("GEO:\(latitude);\(longitude)")
        }
        if let url = concert.url ?? pageURL { lines.append("URL:" + url) }
        let notes = concert.notes.trimmingCharacters(in: .whitespacesAndNewlines)
        if !notes.isEmpty { lines.append("DESCRIPTION:" + escape(notes)) }
        lines += ["END:VEVENT", "END:VCALENDAR"]
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// The concert's name in the site's language: "Headliner with Support, Other", or the venue when no one is named.
    /// Its page title, the search, the JSON-LD and the calendar file all name it so.
    static func summary(_ concert: Concert, _ strings: SiteStrings) -> String {
        guard let headliner = concert.artists.first else { return concert.venue }
        let support = concert.artists.dropFirst()
        return support.isEmpty ? headliner
            : strings.text("concert_with", ["headliner": headliner, "support": support.joined(separator: ", ")])
    }

    /// TEXT values: backslash, semicolon, comma and newline escaped.
    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Lines longer than 75 octets continue on the next line after a space, never splitting a UTF-8 character.
    static func fold(_ line: String) -> String {
        var result = ""
        var current = 0
        var limit = 75
        for character in line {
            let size = String(character).utf8.count
            if current + size > limit {
                result += "\r\n "
                current = 0
                limit = 74  // the leading space counts
            }
            result.append(character)
            current += size
        }
        return result
    }
}
