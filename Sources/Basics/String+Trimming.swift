extension String {
    /// Without leading and trailing whitespace and line breaks (Unicode's White_Space); no copy when there is none.
    package var trimmedOfWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return self }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
