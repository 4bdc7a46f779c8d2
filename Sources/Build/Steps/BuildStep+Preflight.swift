import Foundation
import Output
#if canImport(Glibc)
import Glibc
#endif

/// The step that finds, before anything is made, what would stop the publish at its end; `check` runs it too, so it
/// rejects what `build` would.
extension BuildStep where Input == BuildPhase.Started, Output == BuildPhase.Started {
    /// An output folder holding files linernotes did not write, or one that cannot be written (nor the folder it goes
    /// in, where the site is swapped in and the build's state kept). An output that is a file is `lockOutput`'s to say.
    static var preflight: Self {
        BuildStep("check the output folder") { started in
            let output = started.record.output
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try started.record.checkOutputIsOurs(ignoring: started.publisher.inPlace ? SitePublisher.isSwapEntry : { _ in false })
                try requireWritable(output.path, for: output)
            }
            if FileManager.default.fileExists(atPath: started.record.folder.path) {
                try requireWritable(started.record.folder.path, for: output)
            }
            // The folder the output goes in, or the nearest folder above it that exists (the build makes the rest).
            var parent = output.deletingLastPathComponent()
            while parent.path != "/", !FileManager.default.fileExists(atPath: parent.path) { parent = parent.deletingLastPathComponent() }
            try requireWritable(parent.path, for: output)
            return started
        }
    }

    /// `access` answers for the user running the build (root writes anywhere but on a read-only mount).
    private static func requireWritable(_ path: String, for output: URL) throws {
        guard access(path, W_OK) != 0 else { return }
        let reason = String(cString: strerror(errno))
        throw SitePublisher.PublishError(
            message: "cannot write the site to \(output.path): \(path) is not writable (\(reason)); make it writable, or choose another --output")
    }
}
