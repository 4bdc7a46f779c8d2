import Foundation
import Content
import Rendering

/// The steps that read the site folder: the archive in content/, and the theme.
extension BuildStep {
    package static let load = BuildStep("load the archive") { context in
        var archive = try await ArchiveLoader(siteDirectory: context.options.siteDirectory, allowHTML: context.options.allowHTML).load()
        if let cleanURLs = context.options.cleanURLs { archive.config.cleanURLs = cleanURLs }
        if let allowHTML = context.options.allowHTML { archive.config.allowHTML = allowHTML }
        context.archive = archive
        return .next
    }

    /// The default theme with the site's own `Templates/` on top, parsed and checked.
    package static let theme = BuildStep("load the theme") { context in
        let folder = context.options.siteDirectory.appending(path: "Templates", directoryHint: .isDirectory)
        var isDirectory: ObjCBool = false
        let overrides = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue ? folder : nil
        let config = context.archive?.config
        context.theme = try Theme.load(overrides: overrides, language: config?.language ?? "en", strings: config?.strings ?? [:])
        return .next
    }
}
