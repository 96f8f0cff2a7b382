import Foundation
import Testing

@testable import WorkbookKit

/// The words every command shows the same way: help text wrapped evenly, `error:` in one case.
@Suite struct HelpTextTests {
    /// The width the help text is wrapped to (`OptionSpec.helpSection`'s).
    static let width = 88

    @Test("every command's help prose is wrapped within the width the options are wrapped to")
    func helpWidth() {
        for command in Workbook.commands {
            let lines = command.discussion.components(separatedBy: "\n")
            for line in lines {
                #expect(
                    line.count <= Self.width,
                    "\(command.name) --help: \(line.count) characters: \(line)")
            }
        }
    }

    @Test("an error is introduced by lower-case error: in every command")
    func errorCase() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let files = try workspace.sourceFiles().filter {
            $0.hasPrefix("Sources/WorkbookKit/") || $0.hasPrefix("Sources/PlayKit/")
        }
        #expect(!files.isEmpty)
        for path in files {
            let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
            #expect(
                !text.contains("\"Error:") && !text.contains("\"ERROR:"),
                "\(path) writes Error: with a capital; the tool says error:")
        }
        let result = runWorkbook(["check", "no-such-exercise"], in: workspace.root)
        #expect(result.error.hasPrefix("error: "), "\(result.error)")
    }
}
