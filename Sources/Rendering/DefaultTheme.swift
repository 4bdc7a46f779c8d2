import Foundation

/// The theme built into the binary: the package's `Templates/` folder, embedded at build time
/// by the EmbedTheme plugin (see `DefaultTheme+Embedded.swift` in the build folder).
public enum DefaultTheme {
    /// Every file of the default theme, by path relative to `Templates/`.
    public static var files: [String: Data] {
        embeddedFiles.compactMapValues { Data(base64Encoded: $0) }
    }
}

extension DefaultTheme {
    /// The strings files (`strings/<language>.yml`) among a theme's `files`, by language code.
    static func stringFiles(in files: [String: Data]) -> [String: Data] {
        var result: [String: Data] = [:]
        for (path, data) in files where path.hasPrefix("strings/") && path.hasSuffix(".yml") {
            result[String(path.dropFirst("strings/".count).dropLast(".yml".count))] = data
        }
        return result
    }
}
