/// A node of front matter YAML, with the line it starts on: what `FieldReader` reads. Made by
/// `FrontMatterYAML` for the everyday shapes of front matter, and from Yams's nodes (by `YAMLAliasBudget`) for everything else.
package struct YAMLNode: Sendable {
    package enum Value: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    /// Text; `isPlain` when unquoted (only plain scalars can be YAML's null).
    package struct Scalar: Sendable {
        package let string: String
        let isPlain: Bool
    }

    package let value: Value
    /// 1-based line within the YAML text.
    package let line: Int?

    package var scalar: Scalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    package var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    package init(_ value: Value, line: Int?) {
        self.value = value
        self.line = line
    }
}
