extension String {
    package init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
    package init(format4 value: Int) {
        let digits = String(value)
        self = String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
