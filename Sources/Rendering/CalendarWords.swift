import Foundation

/// Month names (as used in a date, "März", "mars") and weekday names (Sunday first) of a locale.
struct CalendarWords: Sendable {
    let months: [String]
    let weekdays: [String]

    package init(locale: Locale) {
        let formatter = DateFormatter()
        formatter.locale = locale
        // Optional on Apple's Foundation, not on Linux's: typed as optional here so both compile without a warning.
        let months: [String]? = formatter.monthSymbols
        let weekdays: [String]? = formatter.weekdaySymbols
        self.months = months ?? []
        self.weekdays = weekdays ?? []
    }
}
