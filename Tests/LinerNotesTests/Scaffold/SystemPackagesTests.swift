import Foundation
import Testing
@testable import Scaffold

/// scripts/system-packages.txt is the one list of Debian packages (scripts/setup and .ci/run read it); what cannot
/// read it — Package.swift, the workflow `init` writes — is checked against it here; the docs link it rather than repeat it.
@Suite("System packages")
struct SystemPackagesTests {
    /// One package line of the list: `PACKAGE USE CHECK what it is for`.
    struct ListedPackage {
        let name: String
        let use: String
        let check: String
        let line: Int
    }

    static let listPath = "scripts/system-packages.txt"

    func listedPackages() throws -> [ListedPackage] {
        let text = try String(contentsOf: repositoryRoot.appending(path: Self.listPath), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let name = fields.first, !name.hasPrefix("#") else { return nil }
            return ListedPackage(name: name, use: fields.count > 1 ? fields[1] : "", check: fields.count > 2 ? fields[2] : "",
                                 line: index + 1)
        }
    }

    @Test("Every line of the list names a package, its use (build or test) and its check, as scripts/system-packages reads them")
    func listFormat() throws {
        let packages = try listedPackages()
        #expect(!packages.isEmpty, "\(Self.listPath) lists no package")
        for package in packages {
            let place = "\(Self.listPath):\(package.line): '\(package.name)'"
            let knownUse = ["build", "test"].contains(package.use)
            #expect(knownUse, "\(place) is for '\(package.use)'; write build or test")
            let knownCheck = package.check.wholeMatch(of: /(pkg-config|command|python):\S+/) != nil
            #expect(knownCheck, "\(place) has the check '\(package.check)'; write pkg-config:MODULE, command:NAME or python:MODULE")
        }
    }

    func buildPackages() throws -> [String] {
        try listedPackages().filter { $0.use == "build" }.map(\.name)
    }

    @Test("Every apt package Package.swift's system libraries name is a build package of the list")
    func packageManifest() throws {
        let manifest = try String(contentsOf: repositoryRoot.appending(path: "Package.swift"), encoding: .utf8)
        let providers = manifest.matches(of: /\.apt\(\[([^\]]*)\]\)/).flatMap { match in
            match.output.1.matches(of: /"([^"]+)"/).map { String($0.output.1) }
        }
        #expect(!providers.isEmpty, "no .apt([...]) provider found in Package.swift")
        let build = try buildPackages()
        for package in providers {
            let listed = build.contains(package)
            #expect(listed, "\(package): Package.swift's providers name it, but \(Self.listPath) does not list it as a build package")
        }
    }

    @Test("The GitHub workflow init writes names every build package of the list for building a pinned commit")
    func workflow() throws {
        // The workflow installs the release package; its comment on building a pinned commit instead names the
        // packages that build needs.
        let installLine = try #require(
            CIWorkflow.text.split(separator: "\n").first { $0.contains("apt-get install") && $0.contains("git") && $0.contains("#") },
            "the workflow has no from-source apt-get install line")
        let installed = installLine.split(separator: " ").drop { $0 != "install" }.dropFirst().filter { !$0.hasPrefix("-") }.map(String.init)
        for package in try buildPackages() {
            let isInstalled = installed.contains(package)
            #expect(isInstalled, "\(package): a build package of \(Self.listPath), missing from the workflow's from-source apt-get install line (CIWorkflow.text: \(installLine.trimmingCharacters(in: .whitespaces)))")
        }
    }
}
