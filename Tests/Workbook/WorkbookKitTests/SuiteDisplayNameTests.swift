import Foundation
import Testing

@testable import WorkbookKit

/// Every exercise's suites carry a display name that starts with the exercise id, so Xcode's and
/// VS Code's test navigators read like `list`; `--filter` and `check` still go by the type name.
@Suite struct SuiteDisplayNameTests {
    /// The display name `@Suite("…")` gives the type `suite` declared in `source`, if any.
    static func displayName(of suite: String, in source: String) -> String? {
        let declaration = try? Regex(
            #"@Suite\(\s*"((?:[^"\\]|\\.)*)"[^\n]*\n?\s*(?:final\s+)?(?:struct|class|enum)\s+"#
                + suite + #"\b"#)
        guard let declaration, let match = source.firstMatch(of: declaration) else { return nil }
        return match.output[1].substring.map(String.init)
    }

    @Test("every exercise's suite is named after the exercise: its id first")
    func suitesNamedAfterExercises() throws {
        let here = URL(fileURLWithPath: #filePath)
        let catalog = try Catalog(
            workspace: Workspace.locate(from: here.deletingLastPathComponent()))
        var sources: [String: String] = [:]
        for stage in catalog.workspace.stages {
            let folder = catalog.workspace.url("Tests/\(stage)Tests")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            sources[stage] = try files.filter { $0.hasSuffix(".swift") }.sorted().map {
                try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }.joined(separator: "\n")
        }
        #expect(catalog.exercises.count > 20)
        for exercise in catalog.exercises {
            for suite in exercise.suites {
                let name = Self.displayName(of: suite, in: sources[exercise.stage] ?? "")
                #expect(
                    name?.hasPrefix("\(exercise.id)") == true
                        || catalog.exercises.contains { other in
                            other.suites.contains(suite) && name?.hasPrefix(other.id) == true
                        },
                    "\(exercise.stage)Tests.\(suite) has display name \(name ?? "none")")
            }
        }
    }

    @Test("the display name is read from the attribute, with traits after it")
    func readsTheName() {
        let source = """
            @Suite("mvc-x: A title", .serialized)
            final class XTests {}
            """
        #expect(Self.displayName(of: "XTests", in: source) == "mvc-x: A title")
        #expect(Self.displayName(of: "YTests", in: "@Suite struct YTests {}") == nil)
    }
}

/// A failure repeated for many values says which values it failed for: five identical lines teach
/// nothing that one line does not.
@Suite struct RepeatedFailureTests {
    @Test("each hamburger failure names its patties and its order, in both languages")
    func hamburgerNamesItsCase() throws {
        let here = URL(fileURLWithPath: #filePath)
        let workspace = try Workspace.locate(from: here.deletingLastPathComponent())
        let source = try String(
            contentsOf: workspace.url(
                "Tests/Lecture4EnumsOptionalsTests/FastFoodSwitchTests.swift"),
            encoding: .utf8)
        let start = try #require(source.range(of: "func hamburgerMatchesOrderNumber"))
        let end = try #require(source.range(of: "@Test", range: start.upperBound..<source.endIndex))
        let body = source[start.lowerBound..<end.lowerBound]

        #expect(body.contains("(number: Int, patties: Int)"), "one test case per pair")
        #expect(body.components(separatedBy: #"\(patties)"#).count == 3, "en and ko name it")
        #expect(body.components(separatedBy: #"\(number)"#).count == 3, "en and ko name it")
    }
}
