extension String {
    /// Without leading and trailing whitespace and line breaks (Unicode's White_Space); no copy when there is none.
    package var trimmedOfWhitespace: String {
        // Most text begins and ends with an ASCII letter: no scalar's properties looked up then.
        func plain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte) }
        if let first = utf8.first, let last = utf8.last, plain(first), plain(last) { return self }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return self }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
