import Foundation

/// Month names (as used in a date, "März", "mars") and weekday names (Sunday first) of a locale.
struct CalendarWords: Sendable {
    let months: [String]
    let weekdays: [String]

    package init(locale: Locale) {
        let formatter = DateFormatter()
        formatter.locale = locale
        months = formatter.monthSymbols ?? []
        weekdays = formatter.weekdaySymbols ?? []
    }
}
