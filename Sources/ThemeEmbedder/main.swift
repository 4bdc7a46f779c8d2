import Foundation

// Writes a Swift file that holds every file of the theme folder, base64-encoded,
// keyed by its path relative to that folder. Run by the EmbedTheme build plugin.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ThemeEmbedder <theme folder> <output.swift>\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var entries: [(String, String)] = []
if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in enumerator {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        if relative.hasPrefix(".") || relative.contains("/.") { continue }
        let data = try Data(contentsOf: url)
        entries.append((relative, data.base64EncodedString()))
    }
}
entries.sort { $0.0 < $1.0 }

var source = "// Generated from Templates/ by the EmbedTheme build plugin. Do not edit.\n\n"
source += "extension DefaultTheme {\n    static let embeddedFiles: [String: String] = [\n"
for (path, base64) in entries {
    let escapedPath = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        \"\(escapedPath)\": \"\(base64)\",\n"
}
if entries.isEmpty { source += "        :\n" }
source += "    ]\n}\n"

let existing = try? String(contentsOf: output, encoding: .utf8)
if existing != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
