/// Checks that every name a template uses is one its view provides, the way rendering would look it up:
/// the nearest scope whose object has the name's first part, sections over lists scoping their element,
/// partials and parents checked where they are included, blocks where they are filled in.
public struct TemplateChecker {
    /// A name no view in scope provides, with the nearest one that exists.
    public struct Problem: Equatable {
        public let template: String
        public let line: Int
        public let name: String
        public let suggestion: String?
    }

    /// A tag that names something, with its line: the template tree the checker walks.
    public indirect enum Tag {
        case name(String, line: Int)
        case section(String, line: Int, inverted: Bool, [Tag])
        case partial(String)
        case parent(String, blocks: [(name: String, tags: [Tag])])
        case block(String, [Tag])
    }

    private struct Override {
        let template: String
        let tags: [Tag]
    }

    private let templates: [String: [Tag]]
    public private(set) var problems: [Problem] = []
    private var seen = Set<String>()
    private var includeChain: [String] = []

    /// `sources`: template names to their text; every one must already parse (`TemplateLibrary` checked it).
    public init(sources: [String: String]) throws {
        var templates: [String: [Tag]] = [:]
        for (name, source) in sources {
            var tokens = try TemplateParser(name: name, source: source).tokenize()[...]
            templates[name] = Self.tree(&tokens)
        }
        self.templates = templates
    }

    /// Checks template `name` rendered with a view of `shape`; problems accumulate in `problems`.
    public mutating func check(_ name: String, with shape: TemplateShape) {
        guard let tags = templates[name] else { return }
        check(tags, template: name, stack: [shape.unwrapped], blocks: [:])
    }

    private mutating func check(_ tags: [Tag], template: String, stack: [TemplateShape], blocks: [String: Override]) {
        for tag in tags {
            switch tag {
            case .name(let name, let line):
                _ = resolve(name, template: template, line: line, stack: stack)
            case .section(let name, let line, let inverted, let children):
                guard let shape = resolve(name, template: template, line: line, stack: stack) else { continue }
                var inner = stack
                if !inverted {
                    if case .list(let element) = shape.unwrapped { inner.append(element.unwrapped) } else { inner.append(shape.unwrapped) }
                }
                check(children, template: template, stack: inner, blocks: blocks)
            case .block(let name, let defaults):
                if let filled = blocks[name] {
                    // An override containing its own block would fill itself without end (rendering stops that at
                    // its depth limit with an error): inside, the block is checked unfilled.
                    var inner = blocks
                    inner[name] = nil
                    check(filled.tags, template: filled.template, stack: stack, blocks: inner)
                } else {
                    check(defaults, template: template, stack: stack, blocks: blocks)
                }
            case .partial(let name):
                include(name, stack: stack, blocks: [:])
            case .parent(let name, let overrides):
                var merged = blocks
                for (block, tags) in overrides where merged[block] == nil {
                    merged[block] = Override(template: template, tags: tags)
                }
                include(name, stack: stack, blocks: merged)
            }
        }
    }

    /// A partial or parent, checked in the scope it is included in; a template including itself is checked once
    /// (rendering reports the recursion).
    private mutating func include(_ name: String, stack: [TemplateShape], blocks: [String: Override]) {
        guard let tags = templates[name], !includeChain.contains(name), includeChain.count < 50 else { return }
        includeChain.append(name)
        check(tags, template: name, stack: stack, blocks: blocks)
        includeChain.removeLast()
    }

    /// The shape `name` has in this scope, or nil after recording a problem.
    private mutating func resolve(_ text: String, template: String, line: Int, stack: [TemplateShape]) -> TemplateShape? {
        let name = TemplateName(text)
        guard let first = name.parts.first else { return stack.last }
        let scopes = name.currentOnly ? Array(stack.suffix(1)) : stack
        guard var shape = scopes.reversed().lazy.compactMap({ $0.field(first) }).first else {
            report(text, first, template: template, line: line, candidates: scopes.flatMap(\.fieldNames))
            return nil
        }
        for part in name.parts.dropFirst() {
            guard let next = shape.field(part) else {
                report(text, part, template: template, line: line, candidates: shape.fieldNames)
                return nil
            }
            shape = next
        }
        return shape
    }

    private mutating func report(_ text: String, _ part: String, template: String, line: Int, candidates: [String]) {
        guard seen.insert("\(template):\(line):\(text)").inserted else { return }
        problems.append(Problem(template: template, line: line, name: text, suggestion: Self.nearest(part, in: candidates)))
    }

    /// The candidate fewest edits away, if it is close enough to be a likely misspelling.
    public static func nearest(_ name: String, in candidates: [String]) -> String? {
        let scored = Set(candidates).map { ($0, editDistance(name, $0)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
        guard let (best, distance) = scored, distance <= max(2, name.count / 3) else { return nil }
        return best
    }

    /// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`. The same as `EditDistance` in linernotes'
    /// Basics, kept here because the template engine imports nothing of linernotes.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            before = previous
            previous = current
        }
        return previous[b.count]
    }

    /// Builds the tag tree from the parser's tokens, up to the closing tag of the enclosing section.
    private static func tree(_ tokens: inout ArraySlice<TemplateParser.Token>) -> [Tag] {
        var tags: [Tag] = []
        while let token = tokens.popFirst() {
            switch token.kind {
            case .variable, .unescaped: tags.append(.name(token.name, line: token.line))
            case .section, .inverted:
                tags.append(.section(token.name, line: token.line, inverted: token.kind == .inverted, tree(&tokens)))
            case .block: tags.append(.block(token.name, tree(&tokens)))
            case .partial: tags.append(.partial(token.name))
            case .parent:
                // Inside a parent only blocks count: they fill in the parent's blocks.
                let blocks = tree(&tokens).compactMap { tag -> (name: String, tags: [Tag])? in
                    if case .block(let name, let tags) = tag { return (name, tags) }
                    return nil
                }
                tags.append(.parent(token.name, blocks: blocks))
            case .close: return tags
            case .text, .comment, .delimiters: continue
            }
        }
        return tags
    }
}
