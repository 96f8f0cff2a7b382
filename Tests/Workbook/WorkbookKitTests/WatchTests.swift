import Foundation
import Testing

@testable import WorkbookKit

/// Hands out scripted snapshots, one per look, repeating the last one.
final class ScriptedFiles: @unchecked Sendable {
    private var script: [SourceSnapshot]
    private(set) var looks = 0

    init(_ versions: [Int]) {
        script = versions.map {
            SourceSnapshot(times: ["f": Date(timeIntervalSince1970: Double($0))])
        }
    }

    func next() -> SourceSnapshot {
        looks += 1
        return script.count > 1 ? script.removeFirst() : script[0]
    }
}

@Suite final class WatchTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test("watch checks at once, then once per save, showing only the newest result")
    func checksPerChange() {
        // First look is the baseline; then unchanged, a save, settled, unchanged, another save, settled.
        let files = ScriptedFiles([0, 0, 1, 1, 1, 2, 2])
        var checks = 0
        var clears = 0
        var watcher = Watcher(
            snapshot: files.next, clear: { clears += 1 }, check: { checks += 1 })
        watcher.sleep = { _ in }
        let ran = watcher.run(maxChecks: 3)
        #expect(ran == 3)
        #expect(checks == 3)
        #expect(clears == 3)
    }

    @Test("a save made of several writes triggers one check, after the files settle")
    func settles() {
        let files = ScriptedFiles([0, 1, 2, 3, 3])
        var checks = 0
        var watcher = Watcher(snapshot: files.next, clear: {}, check: { checks += 1 })
        watcher.sleep = { _ in }
        watcher.run(maxChecks: 2)
        #expect(checks == 2)
        #expect(files.looks == 5)
    }

    @Test("watch stops while waiting when told to, without another check")
    func stops() {
        let files = ScriptedFiles([0])
        var checks = 0
        var waits = 0
        var watcher = Watcher(snapshot: files.next, clear: {}, check: { checks += 1 })
        watcher.sleep = { _ in waits += 1 }
        watcher.shouldStop = { waits >= 5 }
        #expect(watcher.run() == 1)
        #expect(checks == 1)
    }

    @Test("a snapshot notices a saved source file and ignores build products")
    func snapshotSeesSaves() throws {
        let before = SourceSnapshot.take(of: fixture.root)
        #expect(before.times.keys.contains { $0.hasSuffix("Sources/StageA/Greeting.swift") })
        try fixture.write("x", to: ".build/debug/thing.o")
        try fixture.write("{}", to: ".workbook/state.json")
        #expect(SourceSnapshot.take(of: fixture.root) == before)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(5)],
            ofItemAtPath: fixture.root.appendingPathComponent("Sources/StageA/Greeting.swift").path)
        #expect(SourceSnapshot.take(of: fixture.root) != before)
    }

    @Test("watch runs check with the given name and keeps watching after an error")
    func commandLoop() throws {
        #expect(fixture.run("start", "b-double").status == 0)
        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([("StageBTests.DoubleTests", nil)]),
                root: URL(fileURLWithPath: "/"))
        }
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: fixture.root, console: recording.console)
        var watcher = WatchCommand.watcher("b-double", context: context, runner: runner, clear: {})
        let files = ScriptedFiles([0, 1, 1])
        watcher.snapshot = files.next
        watcher.sleep = { _ in }
        watcher.run(maxChecks: 2)
        #expect(runner.filters == ["StageBTests.DoubleTests/", "StageBTests.DoubleTests/"])
        #expect(recording.output.components(separatedBy: "Ctrl-C to stop").count == 3)
        #expect(recording.output.contains("✔ b-double  passed (1 test)"))
        // A marker broken mid-edit is reported, and the loop goes on.
        try fixture.write("// END SOLUTION\n", to: "Sources/StageB/Broken.swift")
        var broken = WatchCommand.watcher(nil, context: context, runner: runner, clear: {})
        broken.snapshot = ScriptedFiles([0]).next
        broken.run(maxChecks: 1)
        #expect(recording.error.contains("Sources/StageB/Broken.swift:1"))
    }

    @Test("watch names an unknown exercise before it starts watching")
    func unknownName() throws {
        let result = fixture.run("watch", "a-gret")
        #expect(result.status == 64)
        #expect(result.error.contains("Did you mean 'a-greet'?"))
    }

    @Test("watch waits for a writing command to finish before it looks at the files it changed")
    func waitsForWriters() {
        let files = ScriptedFiles([0, 1, 1])
        var events: [String] = []
        var watcher = Watcher(
            snapshot: {
                events.append("look")
                return files.next()
            }, clear: {}, check: { events.append("check") })
        watcher.sleep = { _ in }
        watcher.waitForWriters = { events.append("wait for writers") }
        watcher.run(maxChecks: 2)
        #expect(
            events == [
                "wait for writers", "look", "check", "look", "wait for writers", "look", "check",
            ])
    }

    @Test("watch waits out a whole-second file time before it builds, and only that")
    func wholeSecondWait() {
        let now = Date(timeIntervalSince1970: 100.3)
        let whole = SourceSnapshot(times: ["f": Date(timeIntervalSince1970: 100)])
        let fine = SourceSnapshot(times: ["f": Date(timeIntervalSince1970: 100.25)])
        let older = SourceSnapshot(times: ["f": Date(timeIntervalSince1970: 99)])
        #expect(abs(whole.wholeSecondWait(now: now) - 0.71) < 0.001)
        #expect(fine.wholeSecondWait(now: now) == 0)
        #expect(older.wholeSecondWait(now: now) == 0)
    }
}
