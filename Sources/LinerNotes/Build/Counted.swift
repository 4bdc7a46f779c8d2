/// "1 album", "2 albums": a count with its noun, for the lines the build prints.
struct Counted: CustomStringConvertible {
    let count: Int
    let noun: String

    init(_ count: Int, _ noun: String) {
        self.count = count
        self.noun = noun
    }

    var description: String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}
