extension PartialDate {
    /// The day of the week, 0 for Sunday to 6 for Saturday (Zeller's congruence; no calendar or time zone involved).
    package static func weekday(year: Int, month: Int, day: Int) -> Int {
        var m = month, y = year
        if m < 3 { m += 12; y -= 1 }
        let k = y % 100, j = y / 100
        let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7
        return (h + 6) % 7
    }
}
