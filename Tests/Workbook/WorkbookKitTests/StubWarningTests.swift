import Foundation
import Testing

@testable import WorkbookKit

/// A region that still holds its stub holds the workbook's code: the compiler's warnings about it
/// are not shown as warnings about the student's code, which the stub is not.
@Suite final class StubWarningTests {
    let fixture: FixtureWorkbook

    init() throws {
        fixture = try FixtureWorkbook()
        #expect(fixture.run("start", "a-greet").status == 0)
    }

    deinit { fixture.remove() }

    /// The warnings `check` shows as the student's, for one warning on the region's first line.
    func shownWarnings() throws -> [CompilerDiagnostic] {
        let catalog = try fixture.catalog()
        let state = try WorkbookState.load(from: catalog.workspace)
        let text = try fixture.read("Sources/StageA/Greeting.swift")
        let begin = try #require(
            text.components(separatedBy: "\n").firstIndex { $0.contains("BEGIN EXERCISE a-greet") })
        var outcome = TestOutcome(ending: .finished, run: TestRun(tests: []))
        outcome.warnings = [
            CompilerDiagnostic(
                path: fixture.root.path + "/Sources/StageA/Greeting.swift", line: begin + 2,
                column: 5, message: "string literal is unused")
        ]
        let exercise = try #require(catalog.exercise("a-greet"))
        let report = CheckReport(
            plan: CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter),
            outcome: outcome, catalog: catalog, state: state)
        return report.warnings
    }

    @Test("a warning in a region that still holds its stub is not the student's")
    func stubIsNotYours() throws {
        #expect(try shownWarnings().isEmpty)
    }

    @Test("once the student writes in the region, its warning is theirs")
    func writtenIsYours() throws {
        let text = try fixture.read("Sources/StageA/Greeting.swift")
        let written = text.replacingOccurrences(
            of: "// BEGIN EXERCISE a-greet\n    \"\"", with: "// BEGIN EXERCISE a-greet\n    \"Hi\""
        )
        #expect(written != text, "the stub is where the test expects it")
        try written.write(
            to: fixture.root.appendingPathComponent("Sources/StageA/Greeting.swift"),
            atomically: true, encoding: .utf8)
        #expect(try shownWarnings().count == 1)
    }
}
