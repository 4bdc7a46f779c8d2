import Foundation
import Basics
import Model

/// Which entries of `content/` are read; every one that is not read gets a warning saying why, unless it is plainly
/// not meant as content (hidden files, editor backups, images and audio that albums and playlists point at).
package struct ContentListing {
    /// The folders of `content/` that hold Markdown files, in the order they are loaded.
    package static let folders = ["albums", "artists", "pages", "playlists", "concerts"]
    /// Extensions read as Markdown, in any case (`.MD` too).
    package static let markdownExtensions: Set<String> = ["md", "markdown"]

    package let content: URL
    /// The site folder with its symbolic links resolved: nothing outside it is read.
    let resolvedSite: URL

    package init(content: URL, site: URL) {
        self.content = content
        resolvedSite = site.resolvingSymlinksInPath()
    }

    static func isMarkdown(_ name: String) -> Bool {
        markdownExtensions.contains(nameParts(name).extension.lowercased())
    }

    /// A file name's stem and extension, as `NSString`'s `deletingPathExtension` and `pathExtension` give them for a
    /// name (no `/`): the part after the last `.`, unless that `.` begins the name (`.md` has none). Every build lists
    /// every album file, and the `NSString` bridge was a tenth of listing them.
    static func nameParts(_ name: String) -> (stem: Substring, extension: Substring) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name[...], "") }
        return (name[..<dot], name[name.index(after: dot)...])
    }

    /// The Markdown files of `content/<folder>/` to read, by name, each with its slug (the name without extension).
    func markdownFiles(in folder: String, _ diagnostics: inout [Diagnostic]) -> [(name: String, slug: String)] {
        let directory = content.appending(path: folder, directoryHint: .isDirectory)
        let folderPath = "content/\(folder)/"
        guard FileKind(path: directory.path) == .directory else { return [] }
        guard FileKind.isInside(directory, folder: resolvedSite) else {
            diagnostics.append(.warning(folderPath, outsideMessage(directory)))
            return []
        }
        let directoryPath = directory.path
        guard let entries = FileKind.entries(of: directoryPath) else { return [] }
        var files: [(name: String, slug: String)] = []
        var slugOwners: [String: String] = [:]
        for (name, listed) in entries.sorted(by: { $0.name < $1.name }) where !Self.isIgnored(name) {
            let path = folderPath + name
            // The folder's listing says what most entries are; a link (or a filesystem that does not say) is looked at.
            let entryPath = directoryPath + "/" + name
            let kind = listed ?? FileKind(path: entryPath)
            guard Self.isMarkdown(name) else {
                if kind == .directory {
                    if containsMarkdown(directory.appending(path: name)) {
                        diagnostics.append(.warning(path + "/", "is a folder, and subfolders are not read; move its Markdown files up into \(folderPath)"))
                    }
                } else if !Self.isMedia(name) {
                    let stem = Self.nameParts(name).stem
                    diagnostics.append(.warning(path, "is not read: only .md and .markdown files in \(folderPath) are (rename it to \(stem).md if it is meant as content)"))
                }
                continue
            }
            if listed == nil, FileKind.isSymbolicLink(entryPath) {
                let url = directory.appending(path: name)
                guard FileKind.isInside(url, folder: resolvedSite) else {
                    diagnostics.append(.warning(path, outsideMessage(url)))
                    continue
                }
            }
            guard kind == .regular else {
                diagnostics.append(.warning(path, "is \(kind.described), not a regular file; it is not read"))
                continue
            }
            let slug = Slug.make(String(Self.nameParts(name).stem))
            guard !slug.isEmpty else {
                diagnostics.append(.error(path, "the file name gives no usable slug; name it with Latin letters or digits"))
                continue
            }
            if let owner = slugOwners[slug] {
                diagnostics.append(.error(path, "has the same slug '\(slug)' as \(owner); rename one of them"))
                continue
            }
            slugOwners[slug] = path
            files.append((name, slug))
        }
        return files
    }

    /// Warnings for entries at the top of `content/` that are never read: Markdown files outside the known folders,
    /// and folders that look meant as content (a near miss like `album/`, or one holding Markdown files).
    func unreadEntries(_ diagnostics: inout [Diagnostic]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: content.path) else { return }
        let readFolders = Self.folders.map { "\($0)/" }.joined(separator: ", ")
        for name in names.sorted() where !Self.isIgnored(name) && !Self.folders.contains(name) && !SiteConfigFile.isConfigName(name) {
            let url = content.appending(path: name)
            if FileKind(path: url.path) == .directory {
                let nearest = Self.folders.first { Self.isNearMiss(name, $0) }
                guard nearest != nil || containsMarkdown(url) else { continue }
                var message = "is not read: content/ holds Markdown files in \(readFolders) only"
                if let nearest { message += "; did you mean content/\(nearest)/?" }
                diagnostics.append(.warning("content/\(name)/", message))
            } else if Self.isMarkdown(name) || !Self.isMedia(name) {
                diagnostics.append(.warning("content/\(name)", "is not read: content/ holds site.yml and Markdown files in \(readFolders) (an album goes in content/albums/, a page in content/pages/)"))
            }
        }
    }

    func outsideMessage(_ url: URL) -> String {
        "is a symbolic link to \(url.resolvingSymlinksInPath().path), outside the site folder; it is not read (keep the archive inside \(resolvedSite.path))"
    }

    /// Hidden files and editors' backups and temporary files (`ScratchFile`): never meant as content.
    static func isIgnored(_ name: String) -> Bool {
        ScratchFile.matches(name)
    }

    /// Images and audio: covers and playlist files may sit next to the Markdown that points at them.
    static func isMedia(_ name: String) -> Bool {
        let ext = String(Self.nameParts(name).extension)
        return ImageFileType(fileExtension: ext)?.isCover == true || AudioFormat(fileExtension: ext) != nil
    }

    /// `album` for `albums`, `Artists`, `playlsts`: the same first letter and at most two edits apart.
    private static func isNearMiss(_ name: String, _ folder: String) -> Bool {
        let lower = name.lowercased()
        return lower.first == folder.first && lower.count < 40 && EditDistance.between(lower, folder) <= 2
    }

    /// Whether a folder directly holds a Markdown file.
    private func containsMarkdown(_ folder: URL) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { Self.isMarkdown($0) && !Self.isIgnored($0) } ?? false
    }
}
