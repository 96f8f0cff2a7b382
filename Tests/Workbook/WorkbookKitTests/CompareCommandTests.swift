import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// `compare`: the lecture's code only after a pass, every line of both marked, and never a file
/// changed.
@Suite final class CompareCommandTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// `compare id` with `runner`, in `language`.
    func compare(_ id: String, runner: CannedRunner, language: Language = .en) throws -> (
        status: Int32, output: String
    ) {
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: fixture.root, console: recording.console.speaking(language))
        let status = try CompareCommand.compare(id, context: context, runner: runner)
        return (status, recording.output)
    }

    /// Every file of the fixture with its bytes, `.workbook/` included.
    func snapshot() -> [String: Data] {
        let paths = FileManager.default.subpaths(atPath: fixture.root.path) ?? []
        var files: [String: Data] = [:]
        for path in paths {
            if let data = FileManager.default.contents(
                atPath: fixture.root.appendingPathComponent(path).path)
            {
                files[path] = data
            }
        }
        return files
    }

    @Test("once it passes, the student's code is shown beside the reference, nothing changed")
    func afterPassing() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        try fixture.writeRegion("a-greet", ["    \"Hello, \" + name + \"!\""])
        let before = snapshot()

        let (status, output) = try compare(
            "a-greet", runner: passingRunner(["StageATests.GreetTests"]))
        #expect(status == 0, "\(output)")
        #expect(output.contains("-     \"Hello, \" + name + \"!\"\n"), "\(output)")
        #expect(output.contains("+     \"Hello, \\(name)!\"\n"), "\(output)")
        #expect(output.contains("The idea: String interpolation"), "\(output)")
        #expect(snapshot() == before, "compare never writes a file")
    }

    @Test("before it passes, it counts the red tests, offers hint, and hides the reference")
    func beforePassing() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        try fixture.writeRegion("a-greet", ["    \"Hi\""])
        let before = snapshot()

        let runner = failingRunner(["StageATests.GreetTests", "StageATests.GreetTests"])
        let (status, output) = try compare("a-greet", runner: runner)
        #expect(status == 1)
        #expect(output.contains("1 of 2 tests still fail"), "\(output)")
        #expect(output.contains("swift run workbook hint a-greet"), "\(output)")
        #expect(!output.contains("Hello, \\(name)"), "the answer stays hidden:\n\(output)")
        #expect(snapshot() == before)

        let (_, korean) = try compare("a-greet", runner: runner, language: .ko)
        #expect(korean.contains("테스트 2개 가운데 1개가"), "\(korean)")
    }

    @Test("a check that passed is trusted: no test is run again")
    func passedCheckIsTrusted() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        try fixture.writeRegion("a-greet", ["    \"Hello, \\(name)!\""])
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            "a-greet",
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: passingRunner(["StageATests.GreetTests"]))
        let runner = failingRunner(["StageATests.GreetTests"])
        let (status, output) = try compare("a-greet", runner: runner)
        #expect(status == 0)
        #expect(runner.filters.isEmpty)
        #expect(output.contains("Your code is the lecture's, line for line."), "\(output)")
    }

    @Test("a not-started exercise says start first; a lecture is refused; --help in both languages")
    func refusals() throws {
        let (status, output) = try compare("a-greet", runner: passingRunner([]))
        #expect(status == 1)
        #expect(output.contains("swift run workbook start StageA"), "\(output)")
        let lecture = fixture.run("compare", "StageA")
        #expect(lecture.status == 64)
        #expect(lecture.error.contains("name one of its exercises"), "\(lecture.error)")
        let help = fixture.run("compare", "--help")
        #expect(help.output.hasPrefix("Usage: swift run workbook compare <exercise>"))
        let korean = fixture.run(environment: ["WORKBOOK_LANG": "ko"], "compare", "--help")
        #expect(korean.output.contains("어떤 파일도 바꾸지 않습니다"), "\(korean.output)")
    }

    @Test("layout is not a difference: a one-line willSet beside the lecture's block is not marked")
    func layoutIsNotADifference() {
        let console = RecordingConsole().console
        let yours = [
            "    @Published private var model = Game() {",
            "        willSet { objectWillChange.send() }", "    }",
        ]
        let lecture = [
            "    @Published private var model = Game() {", "        willSet {",
            "            objectWillChange.send()", "        }", "    }",
        ]
        let whole = CompareCommand.sideBySide(yours, lecture, console: console)
        #expect(
            whole.first
                == "Your code is the lecture's, laid out differently (only spaces and line breaks differ):"
        )
        #expect(whole.dropFirst() == yours.map { "  " + $0 }[...])

        let renamed = ["    var count = 0"] + yours
        let partly = CompareCommand.sideBySide(
            renamed, ["    var total = 0"] + lecture, console: console)
        #expect(
            partly.filter { $0.hasPrefix("-") || $0.hasPrefix("+") } == [
                "-     var count = 0", "+     var total = 0",
            ], "\(partly)")
        #expect(partly.contains("          willSet { objectWillChange.send() }"), "\(partly)")
        #expect(CompareCommand.code(of: [#"let s = "a b""#]) == #"lets="a b""#)
    }
}
