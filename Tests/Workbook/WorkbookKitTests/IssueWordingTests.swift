import Foundation
import Testing

@testable import WorkbookKit

/// The one wording of a failed expectation's place and of a compiler error, which check, grade
/// and play all print.
@Suite final class IssueWordingTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test("an issue's place is its test file under Tests/, from a file ID or from a full path")
    func issuePlace() throws {
        let catalog = try fixture.catalog()
        let byID = TestIssue(message: "m", file: "StageATests/GreetTests.swift", line: 6)
        let byPath = TestIssue(
            message: "m", file: fixture.root.path + "/Tests/StageATests/GreetTests.swift", line: 6)

        #expect(byID.place(in: catalog) == "Tests/StageATests/GreetTests.swift:6")
        #expect(byPath.place(in: catalog) == "Tests/StageATests/GreetTests.swift:6")
    }

    @Test(
        "Issue.record's comment leads its issue; an expectation keeps its own message first",
        arguments: [
            (TestIssue.recordedMessage, ["Count from 1.", "Then stop."], "Count from 1.", 1),
            (TestIssue.recordedMessage, [], TestIssue.recordedMessage, 0),
            ("Expectation failed: x == 1", ["Count from 1."], "Expectation failed: x == 1", 1),
        ])
    func headline(message: String, details: [String], lead: String, under: Int) {
        let issue = TestIssue(message: message, details: details, file: "T/F.swift", line: 1)

        #expect(issue.headline.message == lead)
        #expect(issue.headline.details.count == under)
    }

    @Test("a compiler error reads as the compiler wrote it, its path relative to the package")
    func compilerError() throws {
        let catalog = try fixture.catalog()
        let error = CompilerDiagnostic(
            path: fixture.root.path + "/Sources/StageA/Greeting.swift", line: 4, column: 18,
            message: "cannot find 'x' in scope")

        #expect(
            error.located(in: catalog)
                == "Sources/StageA/Greeting.swift:4:18: error: cannot find 'x' in scope")
        #expect(
            error.located(in: catalog, column: false)
                == "Sources/StageA/Greeting.swift:4: error: cannot find 'x' in scope")
        #expect(error.place(in: catalog, column: false) == "Sources/StageA/Greeting.swift:4")
        let shortened = error.located(in: catalog) { String($0.prefix(6)) + "…" }
        #expect(shortened == "Sources/StageA/Greeting.swift:4:18: error: cannot…")
        let reread = try #require(CompilerDiagnostic.parseLocated(error.located(in: catalog)))
        #expect(reread.line == 4 && reread.column == 18, "what is written can be read back")
        #expect(reread.message == error.message)
    }
}
