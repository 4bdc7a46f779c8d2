import Foundation
import Basics
import Content
import Engine
import Rendering

/// The steps that read the site folder: the archive in content/, and the theme.
extension BuildStep where Input == BuildPhase.Fingerprinted, Output == BuildPhase.Loaded {
    static var load: Self {
        BuildStep("load the archive") { fingerprinted in
            let options = fingerprinted.options
            let started = FileStamp.now
            // `build` keeps its parses on disk for the next (`serve` keeps them in memory; `check` writes nothing).
            let record = fingerprinted.mode == .build && options.memory.parsedFiles == nil
                ? ParsedRecord(file: fingerprinted.record.parsedFile, site: options.request.siteDirectory, loadStarted: options.seams.parsedRecordStart ?? started) : nil
            var archive = try await ArchiveLoader(
                siteDirectory: options.request.siteDirectory, allowHTML: options.request.allowHTML, parsedFiles: options.memory.parsedFiles,
                reads: fingerprinted.shapeReads, record: record
            ).load()
            if let record {
                record.save()
                options.seams.parsedRecord?(record)
                if let note = record.note { archive.warnings.append(Diagnostic(.note, file: record.file.path, note)) }
            }
            if let cleanURLs = options.request.cleanURLs { archive.config.cleanURLs = cleanURLs }
            if let allowHTML = options.request.allowHTML { archive.config.allowHTML = allowHTML }
            return BuildPhase.Loaded(fingerprinted: fingerprinted, archive: archive, loadStarted: started)
        }
    }
}

extension BuildStep where Input == BuildPhase.Loaded, Output == BuildPhase.Themed {
    /// The default theme with the site's own `Templates/` on top, parsed and checked.
    static var theme: Self {
        BuildStep("load the theme") { loaded in
            let folder = loaded.options.request.siteDirectory.appending(path: "Templates", directoryHint: .isDirectory)
            var isDirectory: ObjCBool = false
            let overrides = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue ? folder : nil
            let config = loaded.archive.config
            return BuildPhase.Themed(loaded: loaded, theme: try Theme.load(overrides: overrides, language: config.language, strings: config.strings))
        }
    }
}
