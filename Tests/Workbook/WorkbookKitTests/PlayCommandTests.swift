import Foundation
import Testing

@testable import WorkbookKit

/// A game runner that hands back a prepared build and remembers what it was asked to play.
final class FakeGameRunner: GameRunning, @unchecked Sendable {
    private let lock = NSLock()
    private let makeBuild: @Sendable (URL) -> PlayBuild
    private let status: Int32
    private var buildsSeen = 0
    private var playsSeen: [(executable: URL, arguments: [String])] = []

    /// A runner whose build is `makeBuild(root)` and whose game ends with `status`.
    init(status: Int32 = 0, _ makeBuild: @escaping @Sendable (URL) -> PlayBuild) {
        self.status = status
        self.makeBuild = makeBuild
    }

    /// How many times the game was built.
    var builds: Int { lock.withLock { buildsSeen } }
    /// Every game played, with its arguments.
    var plays: [(executable: URL, arguments: [String])] { lock.withLock { playsSeen } }

    func build(in root: URL) throws -> PlayBuild {
        lock.withLock { buildsSeen += 1 }
        return makeBuild(root)
    }

    func play(_ executable: URL, arguments: [String]) throws -> Int32 {
        lock.withLock { playsSeen.append((executable, arguments)) }
        return status
    }
}

@Suite final class PlayCommandTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook
    /// Where the fake build says the program is.
    static let executable = URL(fileURLWithPath: "/fake/.build/debug/play")

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// `workbook play` with `words`, the game built and played by `runner`.
    func play(_ words: String..., runner: FakeGameRunner) throws -> (
        status: Int32, output: String, error: String
    ) {
        let recording = RecordingConsole()
        let context = CommandContext(currentDirectory: fixture.root, console: recording.console)
        let status = try PlayCommand.run(words, context: context, runner: runner)
        return (status, recording.output, recording.error)
    }

    @Test("a build that succeeds plays the lecture with the options passed on, and ends as it does")
    func playsWithOptions() throws {
        let runner = FakeGameRunner(status: 130) { _ in .built(executable: Self.executable) }
        let result = try play(
            "stagea", "--size", "80x24", "--seed=7", "--pairs", "3", runner: runner)
        #expect(result.status == 130, "the game's exit status is the command's")
        #expect(runner.plays.count == 1)
        #expect(runner.plays.first?.executable == Self.executable)
        #expect(
            runner.plays.first?.arguments == [
                "StageA", "--seed", "7", "--pairs", "3", "--size", "80x24",
            ],
            "the lecture goes first, by its own name, then the options in the order --help lists them"
        )
    }

    @Test(
        "a compile error in an exercise region is reported against that exercise, and nothing is played"
    )
    func compileError() throws {
        let runner = FakeGameRunner { root in
            .failed(output: CapturedOutput.rooted(CapturedOutput.compileOutput, at: root))
        }
        let result = try play("StageB", runner: runner)
        #expect(result.status == 1)
        #expect(runner.plays.isEmpty, "a game that does not compile cannot be played")
        let report = PlayCommand.buildReport(
            CapturedOutput.rooted(CapturedOutput.compileOutput, at: fixture.root),
            catalog: try fixture.catalog())
        #expect(report.entries.map(\.exercise.id) == ["a-greet"])
        #expect(result.error.contains("a-greet  does not compile"))
        #expect(
            result.error.contains("Sources/StageA/Greeting.swift:4:18: error: cannot convert value")
        )
        #expect(!result.error.contains("Compiling"), "the build's progress lines are noise here")
        for next in ["check a-greet", "hint a-greet", "restore a-greet", "play StageB"] {
            #expect(
                result.error.contains("swift run workbook \(next)"), "the next steps name \(next)")
        }
    }

    @Test("compiler errors in colour are placed like plain ones")
    func colouredErrors() throws {
        // The compiler colours its errors when the build plan it reuses was made on a terminal.
        let coloured = CapturedOutput.rooted(CapturedOutput.compileOutput, at: fixture.root)
            .replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror: \u{1B}[1;39m")
            .replacingOccurrences(of: " 4 |", with: " \u{1B}[0;36m4 |\u{1B}[0;0m")
        let report = PlayCommand.buildReport(coloured, catalog: try fixture.catalog())
        #expect(report.entries.map(\.exercise.id) == ["a-greet"])
        guard case .compileError(let errors) = report.entries.first?.verdict else {
            Issue.record("a-greet should not compile")
            return
        }
        #expect(errors.first?.message.hasPrefix("cannot convert value") == true)
        #expect(errors.first?.excerpt.contains { $0.contains("4 |") } == true)
        #expect(!errors.flatMap { [$0.message] + $0.excerpt }.joined().contains("\u{1B}"))
    }

    @Test("a compile error outside every region, with every marker intact, names no marker")
    func unplacedError() throws {
        let runner = FakeGameRunner { root in
            .failed(output: "\(root.path)/Sources/StageA/Greeting.swift:10:1: error: oops\n")
        }
        let result = try play("StageA", runner: runner)
        #expect(result.status == 1)
        #expect(result.error.contains("Compiler errors outside every exercise region:"))
        #expect(result.error.contains("It is outside the exercise regions"))
        #expect(!result.error.contains("marker"), "\(result.error)")
    }

    @Test("an exercise name plays its lecture")
    func exerciseName() throws {
        let runner = FakeGameRunner { _ in .built(executable: Self.executable) }
        _ = try play("b-double", runner: runner)
        #expect(runner.plays.first?.arguments == ["StageB"])
    }

    @Test(
        "with no name it plays the latest lecture with a started exercise, else the latest lecture")
    func defaultLecture() throws {
        #expect(try PlayCommand.lecture(named: nil, in: fixture.catalog()) == "StageB")
        #expect(fixture.run("start", "a-count").status == 0)
        #expect(
            try PlayCommand.lecture(named: nil, in: fixture.catalog()) == "StageA",
            "after 'start a-count' the game should show a-count's lecture")
    }

    @Test("a wrong lecture name exits 64 with the nearest name, before building")
    func wrongLecture() throws {
        let runner = FakeGameRunner { _ in .built(executable: Self.executable) }
        #expect(throws: WorkbookError.self) { try self.play("StageX", runner: runner) }
        #expect(runner.builds == 0, "a name that is wrong should not cost a build")

        let result = fixture.run("play", "Stagea1")
        #expect(result.status == 64)
        #expect(result.error.contains("Did you mean 'StageA'?"))
        #expect(!result.error.contains("StageB"), "a typo gets the closest name only")
    }

    @Test("--help shows the usage and the options passed on to the game")
    func help() throws {
        let result = fixture.run("play", "--help")
        #expect(result.status == 0)
        #expect(result.output.contains("Usage: swift run workbook play"))
        for option in ["--seed <n>", "--pairs <n>", "--size <c>x<l>"] {
            #expect(result.output.contains(option))
        }
        #expect(fixture.run("play", "--sed", "7").status == 64, "a misspelt option is caught")
    }
}

@Suite struct ForegroundProcessTests {
    @Test("a program's exit status comes back unchanged")
    func exitStatus() throws {
        let result = try ForegroundProcess.run(["sh", "-c", "exit 3"], capturingOutput: false)
        #expect(result.status == 3)
    }

    @Test("a program ended by signal N comes back as 128 + N, as a shell says it")
    func signalled() throws {
        let result = try ForegroundProcess.run(
            ["sh", "-c", "kill -TERM $$"], capturingOutput: false)
        #expect(result.status == 128 + SIGTERM)
    }

    @Test("captured output holds standard output and error together")
    func captured() throws {
        let result = try ForegroundProcess.run(
            ["sh", "-c", "echo out; echo err >&2; exit 2"], capturingOutput: true)
        #expect(result.status == 2)
        #expect(result.output == "out\nerr\n")
    }

    @Test("a program that is not there is an error, not a hang")
    func missing() throws {
        #expect(throws: WorkbookError.self) {
            try ForegroundProcess.run(["no-such-program-here"], capturingOutput: true)
        }
    }
}
