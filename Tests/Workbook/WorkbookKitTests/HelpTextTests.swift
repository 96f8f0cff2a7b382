import Foundation
import Testing
import WorkbookCommandLine
import WorkbookLanguage

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The words every command shows the same way: help text wrapped evenly, `error:` in one case.
@Suite struct HelpTextTests {
    /// The width the help text is wrapped to (`OptionSpec.helpSection`'s).
    static let width = 88

    @Test(
        "every command's help but its usage lines fits the width the options are wrapped to, in terminal columns",
        arguments: Language.allCases)
    func helpWidth(language: Language) {
        for command in Workbook.commands + WorkbookInstructor.commands {
            // A usage line is a command to copy whole, so it is never wrapped.
            let usage = Set(command.usage(language).components(separatedBy: "\n"))
            for line in command.help(in: language).components(separatedBy: "\n")
            where !usage.contains(line) {
                #expect(
                    line.columns <= Self.width,
                    "\(command.name) --help (\(language)): \(line.columns) columns: \(line)")
            }
        }
    }

    /// Every text of a command's help, named for a failure message, as `Localized`.
    static func texts(of command: any WorkbookCommand.Type) -> [(String, Localized)] {
        [
            ("summary", command.summary), ("usage", command.usage),
            ("discussion", command.discussion), ("epilogue", command.epilogue),
        ] + command.options.map { ($0.name, $0.help) }
    }

    @Test(
        "every text of a student's command's help, each option's included, is in Korean; an English-only command writes each once",
        arguments: (Workbook.commands + WorkbookInstructor.commands).map { $0.name })
    func helpTranslated(name: String) throws {
        let command = try #require(
            (Workbook.commands + WorkbookInstructor.commands).first { $0.name == name })
        #expect(
            command.isEnglishOnly == Workbook.instructorCommandNames.contains(name),
            "the instructor's commands, and only they, are English only")
        for (part, text) in Self.texts(of: command) where !text.en.isEmpty {
            if command.isEnglishOnly {
                #expect(text.ko == text.en, "\(name) \(part): written once, as .verbatim")
            } else {
                #expect(text.ko != text.en, "\(name) \(part) has no Korean form")
                #expect(
                    text.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
                    "\(name) \(part): \(text.ko)")
            }
        }
        #expect(command.help(in: .ko) != command.help(in: .en) || command.isEnglishOnly)
    }

    @Test("an error is introduced by lower-case error: in every command")
    func errorCase() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let files = try workspace.sourceFiles().filter {
            $0.hasPrefix("Sources/WorkbookTool/WorkbookKit/")
                || $0.hasPrefix("Sources/WorkbookTool/WorkbookInstructorKit/")
                || $0.hasPrefix("Sources/WorkbookTool/PlayKit/")
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
