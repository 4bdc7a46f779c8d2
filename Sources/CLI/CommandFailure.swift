/// A command that cannot go on, with the one line that says why and what to do; `Console.exitOnFailure` prints it.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
