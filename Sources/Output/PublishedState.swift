import Foundation

/// What the last complete build recorded beside the output: the fingerprint of its inputs, and the hashes of its
/// manifest and of the output folder right after the swap, so a build killed between the swap and this record, or a
/// site edited by hand since, is never mistaken for an up-to-date one.
package struct PublishedState: Codable, Equatable {
    package var fingerprint: String
    package var manifest: String
    /// Hash of the output folder's listing right after the swap: a site edited or pruned by hand is rebuilt.
    package var output: String
    /// Files outside content/ that the build read (covers, audio), so changing one is noticed.
    package var extraFiles: [String]
    /// The environment variable that held the Last.fm key, so setting it is noticed.
    package var keyVariable: String

    package init(fingerprint: String, manifest: String, output: String, extraFiles: [String], keyVariable: String) {
        self.fingerprint = fingerprint
        self.manifest = manifest
        self.output = output
        self.extraFiles = extraFiles
        self.keyVariable = keyVariable
    }
}
