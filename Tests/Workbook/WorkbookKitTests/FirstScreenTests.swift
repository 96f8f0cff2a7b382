import Foundation
import Testing

@testable import WorkbookKit

/// The first screen a student sees, a plain `swift test`, ends with what to do next.
@Suite struct FirstScreenTests {
    @Test("the README's Start here and the stand-in test agree on the last line of swift test")
    func swiftTestEndsWithTheNextStep() throws {
        let workspace = try RepositoryTests.catalog().workspace
        let readme = try String(contentsOf: workspace.url("README.md"), encoding: .utf8)
        let startHere = try #require(
            readme.components(separatedBy: "\n## ").first { $0.hasPrefix("Start here") })
        let line = "Next: swift run workbook"
        #expect(
            startHere.replacingOccurrences(of: "\n", with: " ").contains("`\(line)`"),
            "Start here says how a plain swift test ends")
        let standIn = try String(
            contentsOf: workspace.url("Tests/Workbook/ToolTestsLeftOut/ToolTestsLeftOut.swift"),
            encoding: .utf8)
        // Written at exit, after Swift Testing's summary, and on its stream (standard error): on
        // standard output SwiftPM could show it before the summary's last lines.
        let exitHandler = try #require(standIn.range(of: "atexit {"))
        let handler = standIn[exitHandler.upperBound...]
        // The command alone on its line, so that it pastes whole into zsh and bash.
        #expect(handler.contains("\\n\(line)\\n\""))
        #expect(handler.contains("FileHandle.standardError.write"))
        #expect(!handler.contains("print("))
    }
}
