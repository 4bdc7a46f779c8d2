import Foundation
import Basics

extension ImportedAlbum {
    /// A remark for each type among the album's audio `files` that browsers do not play ("12 tracks are WMA, which
    /// browsers cannot play: …"): the build takes them as `file:`, but the album page lists those tracks without
    /// playing them, and the owner should hear that from the import rather than wonder at the page.
    static func unplayableRemarks(_ files: [URL]) -> [String] {
        var counts: [AudioFormat: Int] = [:]
        for file in files {
            if let format = AudioFormat(path: file.path), !format.playsInBrowsers { counts[format, default: 0] += 1 }
        }
        return AudioFormat.all.compactMap { format in
            guard let count = counts[format] else { return nil }
            let (tracks, they, them) = count == 1 ? ("1 track is", "it is", "it") : ("\(count) tracks are", "they are", "them")
            return "\(tracks) \(format.name), which browsers cannot play: \(they) listed but not playable "
                + "(convert \(them) to FLAC, MP3 or Ogg to play \(them) on the site)"
        }
    }
}
