import Foundation
import Testing

@testable import WorkbookKit

/// When things go wrong: a deleted marker, a damaged state file. Nothing is lost, and the way on is named.
@Suite final class RecoveryTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    let path = "Sources/StageA/Greeting.swift"

    /// Starts `a-count`, writes the student's code into it, then deletes one of its marker lines.
    func startWriteAndDelete(_ marker: String) throws -> String {
        #expect(fixture.run("start", "a-count").status == 0)
        let written = try fixture.read(path).replacingOccurrences(
            of: "    []\n    // END EXERCISE", with: "    [1, 2, 3] // my try\n    // END EXERCISE")
        try fixture.write(written, to: path)
        let damaged = written.replacingOccurrences(of: "    \(marker)\n", with: "")
        #expect(damaged != written, "the fixture must contain the marker line \(marker)")
        try fixture.write(damaged, to: path)
        return damaged
    }

    func commitFixture() throws {
        for command in [
            ["git", "init", "-q"], ["git", "add", "."],
            ["git", "-c", "user.name=T", "-c", "user.email=t@t", "commit", "-qm", "reference"],
        ] {
            #expect(try Shell.run(command, in: fixture.root).status == 0)
        }
    }

    @Test(
        "a deleted closing marker blocks only its exercise; list and the others go on, with a warning",
        arguments: ["// END EXERCISE a-count", "// BEGIN EXERCISE a-count"])
    func damageIsLocal(marker: String) throws {
        _ = try startWriteAndDelete(marker)

        let list = fixture.run("list")
        #expect(list.status == 0, "list must keep working: \(list.error)")
        #expect(list.error.contains("warning: \(path):"))
        #expect(list.error.contains("swift run workbook restore a-count"))

        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([("StageBTests.DoubleTests", nil)]),
                root: URL(fileURLWithPath: "/"))
        }
        let recording = RecordingConsole()
        let context = CommandContext(currentDirectory: fixture.root, console: recording.console)
        #expect(throws: WorkbookError.self) {
            try CheckCommand.check("a-count", context: context, runner: runner)
        }
        #expect(try CheckCommand.check("b-double", context: context, runner: runner) == 0)
        #expect(fixture.run("start", "b-double").status == 0, "other exercises can be started")
        let start = fixture.run("start", "a-count")
        #expect(start.status == 1)
        #expect(start.error.contains("restore a-count"))
    }

    @Test(
        "a command that needs a damaged region names the damage once, in its error; other commands warn of it once"
    )
    func damageIsReportedOnce() throws {
        _ = try startWriteAndDelete("// END EXERCISE a-count")
        let fix = "swift run workbook restore a-count"
        for command in ["check", "start", "compare"] {
            let result = fixture.run(command, "a-count")
            #expect(result.status != 0, "\(command)")
            #expect(
                result.error.occurrences(of: fix) == 1,
                "\(command) must say the damage once:\n\(result.error)")
            #expect(!result.error.contains("warning:"), "\(command): \(result.error)")
            #expect(
                result.error.contains("error: '\(command)' needs the exercise markers of a-count"))
        }
        for command in [
            ["start", "b-double"], ["compare", "b-double"], ["restore", "b-double"], ["list"],
        ] {
            let result = runWorkbook(command, in: fixture.root)
            #expect(
                result.error.occurrences(of: "warning: \(path):") == 1,
                "\(command) must warn once:\n\(result.error)")
        }
    }

    @Test(
        "hint on a started exercise whose marker was deleted names the marker, not 'not started'",
        arguments: [
            ("// END EXERCISE a-count", "ends", "끝나는"),
            ("// BEGIN EXERCISE a-count", "begins", "시작하는"),
        ])
    func hintNamesDamagedMarker(marker: String, end: String, koreanEnd: String) throws {
        _ = try startWriteAndDelete(marker)

        let result = fixture.run("hint", "a-count")

        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("not started"), "\(result.output)")
        #expect(
            result.output.hasPrefix(
                "a-count is started, but the line `\(marker)` of its region is missing, so the"
                    + " workbook cannot find your code, nor check it. Type the line back where your"
                    + " code \(end), or put the lecture's code back (yours is backed up first):"
                    + " swift run workbook restore a-count\n"), "\(result.output)")
        #expect(result.output.contains("Hint 1/"), "the hint follows: \(result.output)")
        #expect(
            result.output.hasSuffix("Next: swift run workbook check a-count\n"), "\(result.output)")
        let korean = fixture.run(environment: ["WORKBOOK_LANG": "ko"], "hint", "a-count").output
        #expect(
            korean.hasPrefix("a-count는 시작했지만 영역의 `\(marker)` 줄이 없어서"), "\(korean)")
        #expect(korean.contains("\(koreanEnd) 곳에 다시 써 넣거나"), "\(korean)")
        #expect(!korean.contains("시작하지 않았습니다"), "\(korean)")
    }

    @Test(
        "restore rebuilds a region whose marker was deleted, from the state, after a backup",
        arguments: ["// END EXERCISE a-count", "// BEGIN EXERCISE a-count"])
    func repairFromState(marker: String) throws {
        let damaged = try startWriteAndDelete(marker)

        let result = fixture.run("restore", "a-count")

        #expect(result.status == 0, "\(result.error)")
        #expect(try fixture.read(path) == FixtureWorkbook.files[path], "the reference is back")
        #expect(result.output.contains("Rebuilt the region of a-count in \(path)"))
        #expect(result.output.contains(".workbook/state.json"))
        let line = try #require(
            result.output.split(separator: "\n").first { $0.contains("saved to") })
        let backup = String(line.split(separator: " ").last ?? "")
        #expect(try fixture.read(backup) == damaged, "the backup holds the student's code")
        #expect(fixture.run("list").error.isEmpty, "no warning is left")
        #expect(try WorkbookState.load(from: fixture.catalog().workspace).started["a-count"] == nil)
    }

    @Test("restore rebuilds a damaged region from the last commit when .workbook/ is gone")
    func repairFromCommit() throws {
        try commitFixture()
        _ = try startWriteAndDelete("// END EXERCISE a-count")
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(".workbook"))

        let result = fixture.run("restore", "a-count")

        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("from the reference in the last commit"))
        #expect(try fixture.read(path) == FixtureWorkbook.files[path])
    }

    @Test("restore of one damaged exercise leaves another started exercise in the same file alone")
    func repairLeavesOthers() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        _ = try startWriteAndDelete("// END EXERCISE a-count")

        #expect(fixture.run("restore", "a-count").status == 0)

        let text = try fixture.read(path)
        #expect(text.contains("// BEGIN EXERCISE a-greet\n    \"\"\n    // END EXERCISE a-greet"))
        #expect(text.contains("return Array(1...n)"))
    }

    @Test(
        "a damaged state file is set aside with a plain explanation, and every command goes on",
        arguments: [
            ("{\"started\": {\"a-greet\": [", "is not valid JSON"),
            ("", "is empty"),
            ("{\"started\": 5}", "is not in the shape this tool writes"),
        ])
    func damagedState(text: String, words: String) throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        try fixture.write(text, to: ".workbook/state.json")

        let list = fixture.run("list")

        #expect(list.status == 0)
        #expect(list.error.contains(words), "\(list.error)")
        #expect(list.error.contains("'restore' takes the reference code from the last git commit"))
        for raw in ["DecodingError", "dataCorrupted", "typeMismatch", "codingPath"] {
            #expect(!list.error.contains(raw), "no raw decoder wording: \(list.error)")
        }
        let kept = try FileManager.default.contentsOfDirectory(
            atPath: fixture.root.appendingPathComponent(".workbook").path
        ).filter { $0.hasPrefix("state.damaged-") }
        #expect(kept.count == 1, "the damaged file is kept for a look")
        #expect(fixture.run("hint", "a-greet").status == 0)
        #expect(fixture.run("list").error.isEmpty, "the warning comes once")
    }
}
