import Foundation
import Model
import Rendering

extension BuildPhase {
    /// The archive read from content/, as it is on disk.
    @dynamicMemberLookup
    package struct Loaded {
        let fingerprinted: Fingerprinted
        package let archive: Archive
        /// The wall-clock time the load began: a file changed since may have been read before or after its change,
        /// so its stamp is not trusted for the next build (`SiteBuilder.albumFingerprints`).
        package let loadStarted: timespec

        package subscript<Value>(dynamicMember path: KeyPath<Fingerprinted, Value>) -> Value { fingerprinted[keyPath: path] }
    }

    /// The theme loaded and checked, in the archive's language.
    @dynamicMemberLookup
    package struct Themed {
        package let loaded: Loaded
        package let theme: Theme

        package subscript<Value>(dynamicMember path: KeyPath<Loaded, Value>) -> Value { loaded[keyPath: path] }
    }
}
