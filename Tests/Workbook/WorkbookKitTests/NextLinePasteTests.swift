import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// Every "Next:" line the tools can print, in both languages, holds one command that ends the
/// line, so that what follows "Next:" pastes whole into zsh and bash; a second suggestion (the
/// hint to ask for, what to run once it passes) sits on a line of its own, in one form.
@Suite struct NextLinePasteTests {
    /// Every message with sample values, in both languages.
    static var printed: [(name: String, text: String)] {
        LanguageCatalogTests.samples.flatMap { name, message in
            [(name, message.en), (name + " (ko)", message.ko)]
        }
    }

    /// The lines of `text` a student reads as steps: each "Next:" line and the indented lines
    /// under it (a second suggestion).
    static func stepLines(in text: String) -> [String] {
        var steps: [String] = []
        var underNext = false
        for line in text.components(separatedBy: "\n") {
            if line.contains("Next: ") || line.contains("다음: ") {
                steps.append(line)
                underNext = true
            } else if underNext, line.hasPrefix("      ") {
                steps.append(line)
            } else {
                underNext = false
            }
        }
        return steps
    }

    /// The command a step line ends with: from its first `swift run` or `swift test` to the end of
    /// the line, as a student would select it; nil when the line names no command.
    static func command(endingStep line: String) -> String? {
        guard let start = line.range(of: "swift run ") ?? line.range(of: "swift test") else {
            return nil
        }
        return String(line[start.lowerBound...]).trimmingCharacters(in: .whitespaces)
    }

    @Test("a step line's command runs to the line's end, whatever follows it")
    func extraction() {
        #expect(
            Self.command(endingStep: "Next: swift run workbook check a   (stuck? x)")
                == "swift run workbook check a   (stuck? x)")
        #expect(
            Self.stepLines(in: "A\nNext: x\n      Stuck? y\nB\n      z")
                == ["Next: x", "      Stuck? y"])
    }

    @Test("every command a Next: line or the line under it shows pastes whole, as one command")
    func everyNextLinePastes() throws {
        var commands: [String] = []
        var problems: [String] = []
        for (name, text) in Self.printed {
            for line in Self.stepLines(in: text) {
                guard let command = Self.command(endingStep: line) else { continue }
                commands.append(command)
                let calls = PastedShell.read(command).calls
                if calls.count != 1 || calls.first?.name != "swift" {
                    problems.append("\(name): `\(line)` holds more than one command")
                }
            }
        }
        #expect(commands.count > 30, "the samples show the Next: lines")
        problems += try PasteableCommandTests.problems(commands)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a second suggestion has one form: a line of its own under the Next: line")
    func oneFormForTheHint() {
        for (name, text) in Self.printed {
            #expect(!text.contains("(stuck?") && !text.contains("(막히면"), "\(name): \(text)")
            for marker in ["Stuck? ", "막히면: "] {
                let occurrences = text.components(separatedBy: marker).count - 1
                let ownLine = text.components(separatedBy: "\n      " + marker).count - 1
                #expect(occurrences == ownLine, "\(name): \(text)")
            }
        }
    }
}
