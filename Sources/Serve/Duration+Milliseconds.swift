extension Duration {
    var formattedMilliseconds: String {
        "\(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000) ms"
    }
}
