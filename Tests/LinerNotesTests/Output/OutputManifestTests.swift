import Foundation
import Testing
@testable import Output

/// The manifest beside the output is written again on every save in `serve`, a few hashes changed: its bytes are
/// patched from the last ones written (`OutputManifest.encoded`), and must be exactly what encoding it whole gives.
@Suite("The manifest's bytes")
struct OutputManifestTests {
    static func manifest(_ count: Int, changing changed: Set<Int> = [], version: String = "a") -> OutputManifest {
        var files: [String: String] = [:]
        for number in 0..<count {
            let path = number % 3 == 0 ? "albums/álbum-\(number)/index.html" : "artists/\"quoted\" \(number)/index.html"
            files[path] = String(repeating: changed.contains(number) ? "b" : "a", count: 64)
        }
        return OutputManifest(complete: true, files: files, diagnostics: ["warning: <one> & \"two\"", version], folder: "1:2")
    }

    @Test("A manifest written after another of the same files, some hashes changed, has the bytes encoding it whole gives")
    func patchedEqualsWhole() throws {
        let first = Self.manifest(300)
        _ = try first.encoded()
        let second = Self.manifest(300, changing: [0, 7, 299])
        let patched = try second.encoded()
        // Another manifest (other diagnostics) is encoded whole; then the second again, whole.
        _ = try Self.manifest(300, version: "b").encoded()
        _ = try Self.manifest(5).encoded()
        let whole = try second.encoded()
        #expect(patched == whole)
        #expect(OutputManifest.decode(patched) == second)
        // Another set of files, or a hash of another length, is encoded whole too.
        var longer = second
        longer.files["albums/álbum-0/index.html"] = "c"
        let encoded = try longer.encoded()
        #expect(OutputManifest.decode(encoded) == longer)
    }

    @Test("Manifests encoded at once from several tasks (parallel builds, parallel tests) each decode to themselves")
    func concurrentEncodings() async throws {
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var failures = 0
                    for round in 0..<60 {
                        var manifest = Self.manifest(200 + (task % 2) * 3, changing: [round % 200, (round * 7 + task) % 200])
                        manifest.complete = task % 2 == 0
                        guard let bytes = try? manifest.encoded(), OutputManifest.decode(bytes) == manifest else {
                            failures += 1
                            continue
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }
}
