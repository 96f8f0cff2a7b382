import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// `verify`'s points rule: the reference makes each declared point, and each declared alternative,
/// written into the region, passes the tests and is noticed.
@Suite final class VerifyPointsTests {
    /// A run that passes only while `count(to:)` still builds its array from `1...n`.
    static let runner = CannedRunner { root in
        let text =
            (try? String(
                contentsOf: root.appendingPathComponent("Sources/StageA/Greeting.swift"),
                encoding: .utf8)) ?? ""
        let issue: String? = text.contains("Array(1...n)") ? nil : "expected [1, 2, 3]"
        return TestOutcome.interpret(
            output: "", eventStream: Events.stream([("StageATests.CountTests", issue)]),
            root: root)
    }

    /// The fixture with `a-count` declaring `points`, given as JSON.
    static func fixture(points: String) throws -> FixtureWorkbook {
        var files = FixtureWorkbook.files
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
               "hints": ["Use \\\\(name)."], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges", "hints": ["1...n traps at 0."],
               "suites": ["CountTests"], "points": \(points)}
            ]
            """
        return try FixtureWorkbook(files: files)
    }

    /// The points finding of `a-count` in `fixture`, and the filters the runner was given.
    func prove(_ fixture: FixtureWorkbook) throws -> (Verifier.Finding, String) {
        let workspace = try Workspace(root: fixture.root)
        let catalog = try Catalog(workspace: workspace)
        let exercise = try #require(catalog.exercise("a-count"))
        let finding = try Verifier(runner: Self.runner).provePoints(
            of: exercise, catalog: catalog, scratch: workspace)
        return (finding, try fixture.read("Sources/StageA/Greeting.swift"))
    }

    @Test("a sound declaration holds, and the region is the reference again afterwards")
    func soundDeclaration() throws {
        let fixture = try Self.fixture(
            points: """
                [{"construct": "guard", "note": "guard keeps the happy path unindented.",
                  "alternatives": [{"writes": "if n", "region": [
                    "    if n <= 0 { return [] }", "    return Array(1...n)"]}]}]
                """)
        defer { fixture.remove() }
        let reference = try fixture.read("Sources/StageA/Greeting.swift")
        let (finding, after) = try prove(fixture)
        #expect(finding == .satisfied)
        #expect(after == reference)
    }

    @Test("an alternative that fails the tests, or makes the point, is a violation")
    func unsoundAlternatives() throws {
        let fixture = try Self.fixture(
            points: """
                [{"construct": "guard", "note": "n",
                  "alternatives": [
                    {"writes": "if n", "region": ["    if n <= 0 { return [] }", "    return Array(1..<n)"]},
                    {"writes": "1...n", "region": ["    guard n > 0 else { return [] }", "    return Array(1...n)"]},
                    {"writes": "while"}
                  ]}]
                """)
        defer { fixture.remove() }
        let (finding, _) = try prove(fixture)
        guard case .violated(let reasons) = finding else {
            Issue.record("expected violations, got \(finding)")
            return
        }
        #expect(reasons.contains("the alternative `if n` of `guard` does not pass"), "\(reasons)")
        #expect(reasons.contains("the alternative `1...n` of `guard` is not noticed"), "\(reasons)")
        #expect(
            reasons.contains("the alternative `while` of `guard` has no \"region\""), "\(reasons)")
    }

    @Test("a point the reference does not make is a violation")
    func referenceMustMakeThePoint() throws {
        let fixture = try Self.fixture(
            points: #"[{"construct": "allCases", "note": "n"}]"#)
        defer { fixture.remove() }
        let (finding, _) = try prove(fixture)
        #expect(
            finding
                == .violated(
                    "declares the point `allCases`, but its solution does not write it as code: "
                        + "write it in the region, or fix \"points\" in "
                        + "Lectures/StageA/exercises.json"))
    }
}
