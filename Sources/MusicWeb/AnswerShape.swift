import Foundation
import Basics

/// What a client reads a JSON answer as, for `Fetcher.get`: whether a 200 answer's body has that shape (a JSON object
/// where the service sends one, not `null` or a number), and a name that says which shape it is. An answer that does
/// not fit is a failure, never cached, and a cached one is ignored; one found to fit is remembered under its content
/// hash and this name (`CheckedAnswers`), so the next build does not check it again.
public struct AnswerShape: Sendable {
    /// Names the check: two shapes with the same name must accept the same answers.
    public let name: String
    public let fits: @Sendable (Data) -> Bool

    public init(name: String, fits: @escaping @Sendable (Data) -> Bool) {
        self.name = name
        self.fits = fits
    }

    /// The answer decodes as `T`, with no `null` where `T` reads an object or a list (`Fetcher.fits`).
    public static func decodes<T: Decodable>(_ type: T.Type) -> AnswerShape {
        AnswerShape(name: "decodes " + stableName(T.self)) { body in Fetcher.fits(body, as: T.self) }
    }

    /// `T`'s full name, the same in every run: a private type's reflected name (and its mangled one) holds the address
    /// of its context, which moves from run to run, so that part is named `(private)`. Two private types of the same
    /// name in the same type (in two files) would share a name: the clients have none.
    static func stableName<T>(_ type: T.Type) -> String {
        // Asked on every cached answer read: each type's name is made once.
        if let name = names.withLock({ $0[ObjectIdentifier(T.self)] }) { return name }
        var name = String(reflecting: T.self)
        while let start = name.range(of: "(unknown context at $"), let end = name[start.upperBound...].firstIndex(of: ")") {
            name.replaceSubrange(start.lowerBound...end, with: "(private)")
        }
        names.withLock { $0[ObjectIdentifier(T.self)] = name }
        return name
    }

    private static let names = Locked([ObjectIdentifier: String]())
}
