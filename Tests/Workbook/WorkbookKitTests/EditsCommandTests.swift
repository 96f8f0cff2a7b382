import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// `edits` shows the student's own changes outside the regions, and never a line of a region:
/// `git diff` in a started lecture prints every exercise's reference code as removed lines.
@Suite final class EditsCommandTests {
    let fixture: FixtureWorkbook
    let path = "Sources/StageA/Greeting.swift"

    init() throws {
        fixture = try FixtureWorkbook()
        for command in [
            ["git", "init", "-q"], ["git", "add", "."],
            ["git", "-c", "user.name=T", "-c", "user.email=t@t", "commit", "-qm", "reference"],
        ] {
            #expect(try Shell.run(command, in: fixture.root).status == 0)
        }
    }

    deinit { fixture.remove() }

    @Test("a started lecture with no outside edit shows none, and no reference line")
    func nothingOutside() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let result = fixture.run("edits")

        #expect(result.status == 0)
        #expect(result.output.contains("No edits outside the exercise regions"), "\(result.output)")
        #expect(!result.output.contains("Array(1...n)"))
    }

    @Test(
        "an outside edit is shown as a diff; the code inside the regions, reference or yours, is not"
    )
    func onlyOutsideEdits() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let started = try fixture.read(path)
        try fixture.write(
            started.replacingOccurrences(of: "/// Says hello.", with: "/// Hi.")
                .replacingOccurrences(of: "    \"\"\n", with: "    \"my own greeting\"\n"),
            to: path)
        let result = fixture.run("edits")
        let lines = result.output.components(separatedBy: "\n")

        #expect(lines.contains("-/// Says hello."), "\(result.output)")
        #expect(lines.contains("+/// Hi."), "\(result.output)")
        #expect(
            lines.contains(" … exercise a-greet …") || lines.contains("     … exercise a-greet …"))
        for answer in [
            "Hello, \\(name)!", "Array(1...n)", "guard n > 0", "my own greeting", "STUB",
        ] {
            #expect(!result.output.contains(answer), "\(answer) in:\n\(result.output)")
        }
    }

    @Test("a hunk is numbered by the lines of the file, not of its outline without the regions")
    func hunkNumbersAreFileLines() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let started = try fixture.read(path)
        let edited = started.replacingOccurrences(
            of: "func count(to n: Int)", with: "func count(upTo n: Int)")
        try fixture.write(edited, to: path)
        let line =
            try #require(
                edited.components(separatedBy: "\n").firstIndex { $0.contains("count(upTo") }) + 1
        let output = fixture.run("edits").output
        let header = try #require(
            output.components(separatedBy: "\n").first { $0.hasPrefix("@@ ") }, "\(output)")
        let numbers = header.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }

        // After a-greet's region, which the outline counts as one line: the three lines of
        // context before the edit are text lines, so the hunk starts three lines above it.
        #expect(numbers[2] == line - 3, "line \(line): \(header)\n\(output)")
    }

    @Test("edits says to undo a change by hand: a git checkout of the file brings back its answers")
    func undoByHand() throws {
        for language in [Language.en, .ko] {
            let advice = Messages.moveOrUndoShown(language)
            #expect(advice.contains("`git checkout`"), "\(advice)")
        }
    }

    @Test("check's warning names the edits command, not git diff")
    func warningPointsAtEdits() throws {
        let warning = OutsideEdits.warning(for: [path]).joined(separator: "\n")
        let korean = OutsideEdits.warning(for: [path], in: .ko).joined(separator: "\n")

        #expect(warning.contains("swift run workbook edits"))
        #expect(korean.contains("swift run workbook edits"))
        #expect(!warning.contains("git diff") && !korean.contains("git diff"))
    }
}
