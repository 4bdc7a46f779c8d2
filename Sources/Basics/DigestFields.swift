/// A type digested field by field, by hand: the album and its parts, digested for every album on every build
/// (`RenderKeys`), where going through `Encodable` cost a third of a second per 10,000 albums. Each field is
/// written with its label; `DigestFieldsTests` checks that every stored property of each type is written, so a
/// field added to the model cannot be left out of the digest (which would keep a stale page).
public protocol DigestFields {
    func digestFields(_ writer: inout FieldWriter)
}

/// The bytes of a digest: each field as its label and value, tagged and length-prefixed as `StableDigest` does;
/// nested values between `(` and `)`.
public struct FieldWriter {
    public private(set) var bytes: [UInt8] = []
    /// The labels written at the top level, when recording (tests).
    public private(set) var labels: [String]?
    private var depth = 0

    public init(recordingLabels: Bool = false) {
        labels = recordingLabels ? [] : nil
        bytes.reserveCapacity(1024)
    }

    private mutating func label(_ label: String) {
        if depth == 0 { labels?.append(label) }
        token(0x6B, label)
    }

    private mutating func token(_ tag: UInt8, _ text: String) {
        bytes.append(tag)
        var count = text.utf8.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(count % 10))
            count /= 10
        } while count > 0
        bytes.append(0x3A)
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func number(_ value: Int) {
        bytes.append(0x69)  // "i"
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func add(_ name: String, _ value: String?) {
        label(name)
        if let value { token(0x73, value) } else { bytes.append(0x30) }
    }

    public mutating func add(_ name: String, _ value: Int?) {
        label(name)
        if let value { number(value) } else { bytes.append(0x30) }
    }

    public mutating func add(_ name: String, _ value: Bool) {
        label(name)
        bytes.append(value ? 0x54 : 0x46)
    }

    public mutating func add(_ name: String, _ values: [String]) {
        label(name)
        number(values.count)
        for value in values { token(0x73, value) }
    }

    public mutating func add(_ name: String, _ value: (some DigestFields)?) {
        label(name)
        guard let value else {
            bytes.append(0x30)
            return
        }
        nested(value)
    }

    public mutating func add(_ name: String, _ values: [some DigestFields]) {
        label(name)
        number(values.count)
        for value in values { nested(value) }
    }

    private mutating func nested(_ value: some DigestFields) {
        bytes.append(0x28)
        depth += 1
        value.digestFields(&self)
        depth -= 1
        bytes.append(0x29)
    }
}
