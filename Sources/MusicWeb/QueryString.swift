import Foundation

/// A URL's query made from names and values, every character but the unreserved ones percent-encoded: a `+` in a
/// name ("Florence + the Machine", the album "+") is sent as `%2B`, since servers read a bare `+` as a space, and
/// `&`, `=`, `#` and `/` in a title cannot end or break the parameter. (`URLComponents.queryItems` leaves `+`,
/// `/`, `?` and friends as they are.)
package enum QueryString {
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    package static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// `base?name=value&…`, or nil when `base` is not a URL.
    package static func url(_ base: String, _ items: [(String, String)]) -> URL? {
        URL(string: base + "?" + items.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&"))
    }
}
