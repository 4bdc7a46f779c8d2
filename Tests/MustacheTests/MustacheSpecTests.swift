import Foundation
import Testing
@testable import Mustache

/// Runs every case of the official mustache/spec modules the engine supports, when `MUSTACHE_SPEC_DIR` names the spec's
/// `specs/` folder (the files are not part of the project; without the variable the test is skipped). Lambdas and
/// dynamic names are not supported, so their modules are not run.
@Suite("Mustache specification files")
struct MustacheSpecTests {
    static let folder = ProcessInfo.processInfo.environment["MUSTACHE_SPEC_DIR"]

    @Test(
        "Every case of the module renders as the spec expects",
        .enabled(if: folder != nil, "MUSTACHE_SPEC_DIR is not set"),
        arguments: ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"])
    func module(_ module: String) throws {
        let folder = try #require(Self.folder)
        let file = URL(fileURLWithPath: folder).appendingPathComponent("\(module).json")
        let spec = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: file))
        var failures: [String] = []
        for test in spec.tests {
            // The spec's partials are named by the template; the template under test takes a name no partial uses.
            var templates = test.partials ?? [:]
            templates[" spec "] = test.template
            do {
                let output = try TemplateLibrary(templates: templates).render(" spec ", test.data.value)
                if output != test.expected {
                    failures.append("\(test.name): expected \(String(reflecting: test.expected)), got \(String(reflecting: output))")
                }
            } catch {
                failures.append("\(test.name): threw \(error)")
            }
        }
        print("mustache/spec \(module): \(spec.tests.count - failures.count) of \(spec.tests.count) cases pass")
        #expect(failures.isEmpty, "\(module): \(failures.count) of \(spec.tests.count) cases fail:\n\(failures.joined(separator: "\n"))")
    }
}

/// One spec file: a list of cases.
private struct SpecFile: Decodable {
    struct Case: Decodable {
        let name: String
        let data: SpecData
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Case]
}

/// A spec case's JSON data as the values a view hands to a template. The engine has no floating-point values (views
/// format their numbers), so a JSON decimal becomes the string it prints as.
private struct SpecData: Decodable {
    let value: TemplateValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            value = .int(number)
        } else if let number = try? container.decode(Double.self) {
            value = .string(String(number))
        } else if let text = try? container.decode(String.self) {
            value = .string(text)
        } else if let list = try? container.decode([SpecData].self) {
            value = .list(list.map(\.value))
        } else {
            value = .object(try container.decode([String: SpecData].self).mapValues(\.value))
        }
    }
}
