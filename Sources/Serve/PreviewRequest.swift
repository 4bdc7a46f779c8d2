/// A request to `serve`, its head as a browser sends it: method, target (path and query) and headers (names in lower case).
struct PreviewRequest: Equatable {
    package let method: String
    /// The path as sent, still percent-encoded, without the query.
    package let path: String
    package let query: String?
    package let headers: [String: String]

    package enum Problem: Error, Equatable {
        /// Not a request line and headers: 400.
        case malformed
    }

    /// Parses the bytes up to the blank line; the body, if any, is never read (only GET and HEAD are answered).
    package init(head: [UInt8]) throws {
        // Lines split as bytes: as Characters, "\r\n" is one grapheme and would never split on "\n".
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw Problem.malformed }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), !parts[0].isEmpty,
              parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }) else { throw Problem.malformed }
        method = String(parts[0])
        var target = parts[1]
        // An absolute-form target ("http://host/path") is allowed by HTTP/1.1; keep its path.
        if target.hasPrefix("http://") || target.hasPrefix("https://") {
            let afterScheme = target.drop { $0 != ":" }.dropFirst(3)
            target = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? "/"
        }
        guard target.hasPrefix("/") else { throw Problem.malformed }
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            query = String(target[target.index(after: mark)...])
        } else {
            path = String(target)
            query = nil
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Problem.malformed }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        self.headers = headers
    }

    /// The value of `name` in the query string, percent-decoded.
    func queryValue(_ name: String) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == name { return parts.count > 1 ? String(parts[1]).removingPercentEncoding : "" }
        }
        return nil
    }
}

import Foundation
