import Foundation
import Basics

extension ContentListing {
    /// The folders of `content/` that linernotes itself writes into (`import`: album files and the covers it copies).
    package static let writtenFolders = ["albums", "covers"]

    /// Removes the hidden temporary files (`AtomicFile.temporaryName`) that killed imports left in `content/`; every run
    /// does this first (`check` too: they are linernotes's own half-written files, not the owner's). No lock guards
    /// `content/`, so a file is a leftover only when the process its name gives is gone: a running import's stay.
    @discardableResult
    package static func removeLeftoverTemporaries(site: URL) -> Int {
        writtenFolders.reduce(0) {
            $0 + AtomicFile.removeLeftovers(
                in: site.appending(path: "content/\($1)", directoryHint: .isDirectory), writers: .others(untouchedFor: 0))
        }
    }
}
