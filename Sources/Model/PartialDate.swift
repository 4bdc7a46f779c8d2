import Foundation

/// A date as precise as the owner knows it: a year, a month or a day.
public struct PartialDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int?
    public let day: Int?

    /// Parses `2024`, `2024-05` or `2024-05-17` (a timestamp's time part is ignored).
    public init?(_ text: String) {
        let datePart = text.split(separator: "T").first.map(String.init) ?? text
        let parts = datePart.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4, let year = Int(parts[0]), year > 0 else { return nil }
        var month: Int?
        var day: Int?
        if parts.count >= 2 {
            guard parts[1].count == 2, let value = Int(parts[1]), (1...12).contains(value) else { return nil }
            month = value
        }
        if parts.count == 3, let month {
            guard parts[2].count == 2, let value = Int(parts[2]),
                value >= 1, value <= PartialDate.daysIn(month: month, year: year)
            else { return nil }
            day = value
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A year alone, as `PartialDate(String(format4: year))` parses it (nil outside 1…9999), without the text.
    public init?(year: Int) {
        guard (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = nil
        self.day = nil
    }

    /// A date known to be valid (its parts in range).
    private init(valid year: Int, month: Int?, day: Int?) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in the local time zone: when `import` or `new` writes an album's `added:`.
    public static func day(of date: Date, in calendar: Calendar = .current) -> PartialDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        // A calendar's day is always a valid date; the parts are clamped so that no value of theirs makes text it refuses.
        let year = min(max(parts.year ?? 1970, 1), 9999), month = min(max(parts.month ?? 1, 1), 12), day = min(max(parts.day ?? 1, 1), 28)
        return PartialDate(String(format4: parts.year ?? 1970) + "-" + String(format2: parts.month ?? 1) + "-" + String(format2: parts.day ?? 1))
            ?? PartialDate(valid: year, month: month, day: day)
    }

    /// Whether the two dates name different days, as far as both are known: "1983" and "1983-05-01" may be the
    /// same day; "2013-12-13" and "2013-12-20" are not.
    public func differs(from other: PartialDate) -> Bool {
        if year != other.year { return true }
        if let month, let otherMonth = other.month, month != otherMonth { return true }
        if let day, let otherDay = other.day, day != otherDay { return true }
        return false
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// ISO 8601 at the known precision, as `<time datetime>` wants it.
    public var description: String {
        var text = String(format4: year)
        if let month { text += "-" + String(format2: month) }
        if let day { text += "-" + String(format2: day) }
        return text
    }

    public static func < (lhs: PartialDate, rhs: PartialDate) -> Bool {
        (lhs.year, lhs.month ?? 0, lhs.day ?? 0) < (rhs.year, rhs.month ?? 0, rhs.day ?? 0)
    }
}
