import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// A runner that records which exercises were stubbed in the scratch copy at each run.
final class StubRecordingRunner: TestRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Run] = []

    /// One run: its filter, the exercises stubbed, the folder, and the manifest switches set for it.
    typealias Run = (filter: String, stubbed: [String], root: URL, switches: [String: String])

    var runs: [Run] { lock.withLock { seen } }

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        let catalog = try unfocusedCatalog(at: root)
        let stubbed = catalog.exercises.map(\.id).filter { id in
            catalog.places(of: id).contains(where: \.region.isStarted)
        }
        let switches = ManifestSwitches.environment(for: root)
        lock.withLock { seen.append((filter, stubbed, root, switches)) }
        // Every test of a stubbed exercise fails; everything else passes.
        let tests = catalog.exercises.flatMap { exercise in
            exercise.suites.map { suite in
                (
                    id: "\(exercise.stage)Tests.\(suite)",
                    issue: stubbed.contains(exercise.id) ? "failed" : nil
                )
            }
        }
        return TestOutcome.interpret(output: "", eventStream: Events.stream(tests), root: root)
    }
}

@Suite final class VerifyTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    let greet = Exercise(
        id: "a-greet", title: "", concept: "", hints: ["h"], suites: ["GreetTests"],
        stage: "StageA")

    /// The fixture's catalog, which words places relative to the fixture.
    func fixtureCatalog() throws -> Catalog {
        try Catalog(workspace: Workspace(root: fixture.root))
    }

    func finished(_ tests: [(id: String, issue: String?)]) -> TestOutcome {
        TestOutcome.interpret(
            output: "", eventStream: Events.stream(tests), root: URL(fileURLWithPath: "/"))
    }

    @Test("a stub holds when one of the exercise's own tests fails")
    func stubFails() throws {
        let catalog = try fixtureCatalog()
        let outcome = finished([("StageATests.GreetTests", "no"), ("StageATests.GreetTests", nil)])
        #expect(Verifier.judgeStub(of: greet, outcome, catalog: catalog) == .satisfied)
    }

    @Test("a stub is a violation when its tests pass on it, when another suite fails, or none ran")
    func stubPasses() throws {
        let catalog = try fixtureCatalog()
        #expect(
            Verifier.judgeStub(
                of: greet, finished([("StageATests.GreetTests", nil)]), catalog: catalog)
                == .violated("all 1 of its tests pass on the stub"))
        #expect(
            !Verifier.judgeStub(
                of: greet,
                finished([("StageATests.GreetTests", nil), ("StageATests.CountTests", "x")]),
                catalog: catalog
            ).holds)
        #expect(
            Verifier.judgeStub(of: greet, finished([]), catalog: catalog)
                == .violated("no test of GreetTests ran"))
    }

    @Test("a stub that crashes the tests or does not compile is a violation even if tests failed")
    func stubCrashes() throws {
        let catalog = try fixtureCatalog()
        let crash = TestOutcome(
            ending: .crashed(TestCrash(reason: "Fatal error: boom")),
            run: TestRun.parse(Events.stream([("StageATests.GreetTests", "no")])))
        #expect(
            Verifier.judgeStub(of: greet, crash, catalog: catalog)
                == .violated(
                    "the test process crashed on the stub: Fatal error: boom; "
                        + Verifier.stubMustNotCrash))
        #expect(Verifier.stubMustNotCrash.contains("harmless wrong value"))
        let broken = TestOutcome(
            ending: .buildFailed,
            diagnostics: [
                CompilerDiagnostic(
                    path: fixture.root.appendingPathComponent("Sources/StageA/Greeting.swift").path,
                    line: 3, column: 1, message: "bad")
            ])
        // Worded as check words it, the path relative to the package.
        #expect(
            Verifier.judgeStub(of: greet, broken, catalog: catalog)
                == .violated(
                    "the stub does not compile: Sources/StageA/Greeting.swift:3: error: bad"))
    }

    @Test("the reference must pass every test; everything stubbed must compile and not crash")
    func packageRules() throws {
        let catalog = try fixtureCatalog()
        #expect(
            Verifier.judgeReferenceRun(
                finished([("StageATests.GreetTests", nil)]), catalog: catalog
            )
            .holds)
        // A failing test is placed as check places it, relative to the package.
        #expect(
            Verifier.judgeReferenceRun(finished([("StageATests.EdgeTests", "x")]), catalog: catalog)
                == .violated(
                    "1 test(s) fail on the reference; first: \"test 0\" (Tests/EdgeTests.swift:1: x)"
                ))
        #expect(
            !Verifier.judgeReference(of: greet, finished([("StageATests.GreetTests", "x")])).holds)
        #expect(
            Verifier.judgeAllStubbed(finished([("StageATests.GreetTests", "x")]), catalog: catalog)
                .holds)
        #expect(
            !Verifier.judgeAllStubbed(
                TestOutcome(ending: .crashed(TestCrash(reason: "r"))), catalog: catalog
            ).holds)
        #expect(
            !Verifier.judgeAllStubbed(TestOutcome(ending: .buildFailed), catalog: catalog).holds)
    }

    @Test(
        "verify stubs each exercise alone, each region, then all and back in order, on a copy only"
    )
    func orchestration() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.soundFiles)
        defer { fixture.remove() }
        #expect(fixture.run("start", "b-double").status == 0)
        let before = try fixture.read("Sources/StageB/Greeting.swift")
        let runner = StubRecordingRunner()
        let recording = RecordingConsole()
        let status = try VerifyCommand.verify(
            context: CommandContext(
                currentDirectory: fixture.root, console: recording.console),
            runner: runner, coverage: ModelCoverage(uses: FixtureWorkbook.soundUses))
        #expect(status == 0, "\(recording.output)")
        let all = ["a-greet", "a-count", "b-shout", "b-double"]
        #expect(
            runner.runs.map(\.stubbed) == [
                [], ["a-greet"], ["a-count"], ["b-shout"], ["b-double"],
                ["a-count"], ["a-count"],  // each region of a-count alone
                all, ["a-count", "b-shout", "b-double"], ["b-shout", "b-double"], ["b-double"], [],
            ])
        #expect(runner.runs.allSatisfy { $0.root.path.hasSuffix(".workbook/verify") })
        #expect(runner.runs[1].filter == #"StageATests\."#)
        #expect(runner.runs[8].filter == "StageATests.GreetTests/")
        #expect(try fixture.read("Sources/StageB/Greeting.swift") == before)
        let scratch = fixture.root.appendingPathComponent(".workbook/verify")
        #expect(
            try String(
                contentsOf: scratch.appendingPathComponent("Sources/StageB/Greeting.swift"),
                encoding: .utf8) == FixtureWorkbook.soundFiles["Sources/StageB/Greeting.swift"])
        #expect(recording.output.contains("verify passed"))
        // The scratch manifest is a plain copy; every build there declares the stages only, and
        // a step on one stage declares that stage alone. The full list is back afterwards.
        #expect(
            try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)
                == FixtureWorkbook.soundFiles["Package.swift"])
        #expect(runner.runs.allSatisfy { $0.switches["WORKBOOK_STAGES_ONLY"] == "1" })
        #expect(runner.runs[1].switches["WORKBOOK_STAGES"] == "StageA")
        #expect(
            ManifestSwitches.environment(for: scratch) == [
                "WORKBOOK_STAGES": "StageA,StageB", "WORKBOOK_STAGES_ONLY": "1",
            ])
    }

    @Test("verify refuses in a student release and stops on malformed markers")
    func refusals() throws {
        try fixture.write(
            "func f() {\n// BEGIN SOLUTION a-greet\n}\n", to: "Sources/StageA/Broken.swift")
        let malformed = fixture.run("verify")
        #expect(malformed.status == 1)
        #expect(malformed.error.contains("Sources/StageA/Broken.swift:2"))
        try fixture.write("{}", to: Workspace.releaseMarkerName)
        let release = fixture.run("verify")
        #expect(release.status == 1)
        #expect(release.error.contains("student copy"))
    }
}
