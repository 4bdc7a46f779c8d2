extension Duration {
    var formattedMilliseconds: String {
        "\(milliseconds) ms"
    }

    /// Whole milliseconds, rounded down.
    var milliseconds: Int {
        Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000)
    }
}
