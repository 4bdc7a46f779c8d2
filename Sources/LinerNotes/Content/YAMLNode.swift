import Yams

/// A node of front matter YAML, with the line it starts on: what `FieldReader` reads. Made by
/// `FrontMatterYAML` for the everyday shapes of front matter, and from Yams's nodes for everything else.
struct YAMLNode: Sendable {
    enum Value: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    /// Text; `isPlain` when unquoted (only plain scalars can be YAML's null).
    struct Scalar: Sendable {
        let string: String
        let isPlain: Bool
    }

    let value: Value
    /// 1-based line within the YAML text.
    let line: Int?

    var scalar: Scalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    init(_ value: Value, line: Int?) {
        self.value = value
        self.line = line
    }

    /// The same node as Yams composed it (scalars unresolved: all text).
    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            value = .scalar(Scalar(string: scalar.string, isPlain: scalar.style == .plain || scalar.style == .any))
        case .sequence(let sequence):
            value = .sequence(sequence.map(YAMLNode.init))
        case .mapping(let mapping):
            value = .mapping(mapping.map { (key: YAMLNode($0.key), value: YAMLNode($0.value)) })
        default:
            value = .scalar(Scalar(string: "", isPlain: true))
        }
        line = node.mark?.line
    }
}
