import Foundation
import Testing
import WorkbookCommandLine

@testable import WorkbookInstructorKit
@testable import WorkbookKit

@Suite final class CommandLineTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test("an unknown name exits 64 and, with nothing close, lists the valid names")
    func unknownName() throws {
        let result = fixture.run("start", "zebra")

        #expect(result.status == 64)
        #expect(!result.error.contains("Did you mean"))
        for name in ["StageA", "StageB", "a-greet", "a-count", "b-double"] {
            #expect(result.error.contains(name), "the valid names should include \(name)")
        }
    }

    @Test("a lecture name cut short is suggested whole, by the words the tool prints")
    func lectureCutShort() throws {
        let catalog = try Catalog(
            workspace: Workspace.locate(
                from: URL(fileURLWithPath: #filePath).deletingLastPathComponent()))
        let result = runWorkbook(["check", "Lecture4"], in: catalog.workspace.root)

        #expect(result.status == 64)
        #expect(result.error.contains("Did you mean 'Lecture4EnumsOptionals'?"), "\(result.error)")
        #expect(
            NearMiss.closest(to: "Lect", in: ["Lecture2MVC", "Lecture2MVVM"]) != "Lecture2MVVM",
            "a start shared by two names suggests neither by its start alone")
    }

    @Test("an unknown command or option is a usage error")
    func unknownCommand() throws {
        let command = fixture.run("strat")
        #expect(command.status == 64)
        #expect(command.error.contains("Did you mean 'start'?"))
        #expect(fixture.run("list", "--jsn").status == 64)
    }

    @Test(
        "every command answers --help with its usage and every option it accepts, and exits 0",
        arguments: (Workbook.commands + WorkbookInstructor.commands).map { $0.name })
    func everyCommandHasHelp(name: String) throws {
        let command = try #require(
            (Workbook.commands + WorkbookInstructor.commands).first { $0.name == name })
        #expect(
            command.program
                == (Workbook.instructorCommandNames.contains(name)
                    ? "workbook-instructor" : "workbook"))
        let program = command.program
        let result = fixture.run(name, "--help")
        #expect(result.status == 0)
        #expect(result.output.contains("Usage: swift run \(program) \(name)"))
        for option in command.options {
            #expect(
                result.output.contains(option.synopsis),
                "--help should describe \(option.name), which the parser accepts.")
        }
    }

    @Test("an option declared with a value reads it in both spellings; a flag needs none")
    func optionsAsDeclared() throws {
        let all = OptionSpec.flag("--all", short: "-a", help: .verbatim("Everything."))
        let depth = OptionSpec.option("--depth", value: "N", help: .verbatim("How deep."))
        let options = [all, depth]
        let spaced = try Arguments(
            ["--all", "--depth", "2", "name"], command: "x", options: options, maxPositionals: 1)
        let joined = try Arguments(["--depth=3"], command: "x", options: options)
        #expect(spaced.has(all))
        #expect(spaced.value(of: depth) == "2")
        #expect(spaced.positionals == ["name"])
        #expect(!joined.has(all))
        #expect(joined.value(of: depth) == "3")
        #expect(try Arguments(["-a"], command: "x", options: options).has(all))
        #expect(throws: UsageError.needsValue("--depth", command: "x")) {
            try Arguments(["--depth"], command: "x", options: options)
        }
        #expect(throws: UsageError.unknownOption("--al", command: "x")) {
            try Arguments(["--al"], command: "x", options: options)
        }
        #expect(throws: UsageError.unknownOption("-v", command: "x"), "a single dash too") {
            try Arguments(["-v"], command: "x", options: options)
        }
        #expect(throws: UsageError.tooManyNames(command: "x", max: 1, got: ["a", "b"])) {
            try Arguments(["a", "b"], command: "x", options: options, maxPositionals: 1)
        }
    }

    @Test("a mistake names the program its command belongs to, and where its help is")
    func mistakesNameTheProgram() {
        let student = fixture.run("list", "--jsn")
        #expect(
            student.error
                == "error: workbook list does not know --jsn. See: swift run workbook list --help\n"
        )
        let recording = RecordingConsole()
        let status = WorkbookInstructor.run(
            ["verify", "--mutant"],
            context: CommandContext(currentDirectory: fixture.root, console: recording.console))
        #expect(status == ExitStatus.usage)
        #expect(
            recording.error.contains(
                "workbook-instructor verify does not know --mutant. "
                    + "See: swift run workbook-instructor verify --help"), "\(recording.error)")
    }

    @Test("outside the workbook the tool says where to run it")
    func outsideTheWorkbook() {
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: URL(fileURLWithPath: "/"),
            console: recording.console)

        let status = Workbook.run(["list"], context: context)

        #expect(status == 1)
        #expect(recording.error.contains("is not inside the Concentration Workbook"))
        #expect(recording.error.contains("swift run workbook"))
    }

    @Test("list --json gives id, lecture, title, status and the exact filter of every exercise")
    func listJSON() throws {
        _ = fixture.run("start", "a-count")

        let result = fixture.run("list", "--json")

        let rows = try JSONDecoder().decode(
            [[String: JSONValue]].self, from: Data(result.output.utf8))
        #expect(rows.count == 3)
        let count = try #require(rows.first { $0["id"] == .string("a-count") })
        #expect(count["lecture"] == .string("StageA"))
        #expect(count["title"] == .string("Count"))
        #expect(count["status"] == .string("started"))
        #expect(count["filter"] == .string("StageATests.CountTests/"))
        #expect(count["teaches"] == .list([]))
        #expect(count["compileChecks"] == .list([]))
        #expect(rows.first { $0["id"] == .string("a-greet") }?["status"] == .string("not started"))
    }

    @Test("list shows every lecture, every exercise and the overall progress")
    func listTable() throws {
        let result = fixture.run()

        #expect(result.status == 0)
        #expect(result.output.contains("StageA"))
        #expect(result.output.contains("b-double"))
        #expect(result.output.contains("0/3 exercises done."))
        #expect(!result.output.contains("\u{1B}["), "No colour when not on a terminal.")
    }

    @Test("hint gives the next hint each time and stays on the last one")
    func hints() throws {
        let first = fixture.run("hint", "a-greet")
        let second = fixture.run("hint", "a-greet")
        let third = fixture.run("hint", "a-greet")

        #expect(first.output.contains("Hint 1/2"))
        #expect(second.output.contains("Hint 2/2"))
        #expect(third.output.contains("Hint 2/2"))
        #expect(fixture.run("hint", "StageA").status == 64, "Hints belong to exercises.")
    }
}

/// Just enough JSON to compare `list --json` fields without fixing their order.
enum JSONValue: Decodable, Equatable {
    case string(String)
    case number(Double)
    indirect case list([JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let list = try? container.decode([JSONValue].self) {
            self = .list(list)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }
}
