/// Colours for the generated cover of an album without art: a record on a coloured sleeve,
/// the same for the same album on every build and machine.
struct PlaceholderCover: TemplateView {
    let sleeve: String
    let label: String
    let grooves: String

    init(seed: String) {
        // FNV-1a: stable across runs, unlike Swift's seeded `hashValue`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hue = Int(hash % 360)
        let labelHue = (hue + 150 + Int((hash >> 16) % 60)) % 360
        let saturation = 35 + Int((hash >> 24) % 25)
        sleeve = "hsl(\(hue) \(saturation)% 42%)"
        label = "hsl(\(labelHue) 70% 62%)"
        grooves = "hsl(\(hue) 20% 14%)"
    }

    static let fields: TemplateFields<Self> = [.init("sleeve") { $0.sleeve }, .init("label") { $0.label }, .init("grooves") { $0.grooves }]
}
