import Foundation
import Testing

@testable import WorkbookKit

@Suite final class DiffTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// The fixture with a third stage, and one file added and one removed at each step.
    static func threeStages() throws -> FixtureWorkbook {
        var files = FixtureWorkbook.files
        files["Package.swift"] = files["Package.swift"]!.replacingOccurrences(
            of: #"let stages = ["StageA", "StageB"]"#,
            with: #"let stages = ["StageA", "StageB", "StageC"]"#)
        files["Sources/StageA/Legacy.swift"] = "func legacy() -> Int { 1 }\n"
        files["Sources/StageB/Shout.swift"] = "func shout(_ s: String) -> String { s + \"!\" }\n"
        files["Sources/StageC/Greeting.swift"] = files["Sources/StageB/Greeting.swift"]!
            .replacingOccurrences(
                of: "/// Doubles a number.", with: "/// Doubles a number, exactly.")
        files["Sources/StageC/Triple.swift"] = "func triple(_ n: Int) -> Int { n * 3 }\n"
        files["Lectures/StageC/exercises.json"] = "[]"
        return try FixtureWorkbook(files: files)
    }

    /// The repository these tests belong to, found by walking up from this file.
    static func repository() throws -> Workspace {
        try Workspace.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    @Test(
        "each adjacent pair of stages shows its changed, added and removed files",
        arguments: [
            ("StageA", "StageB", "Greeting.swift", "Shout.swift", "Legacy.swift"),
            ("StageB", "StageC", "Greeting.swift", "Triple.swift", "Shout.swift"),
        ])
    func adjacentPairs(old: String, new: String, changed: String, added: String, removed: String)
        throws
    {
        let fixture = try Self.threeStages()
        defer { fixture.remove() }
        let stat = fixture.run("diff", old, new, "--stat")
        #expect(stat.status == 0, "\(stat.error)")
        #expect(stat.output.contains(" \(added) "), "\(stat.output)")
        #expect(stat.output.contains("(added)"))
        #expect(stat.output.contains(" \(removed) "))
        #expect(stat.output.contains("(removed)"))
        #expect(stat.output.contains(" \(changed) "))
        #expect(stat.output.contains("3 files changed"))
        let full = fixture.run("diff", old, new)
        #expect(
            full.output.contains(
                "diff \(added) (added)\n--- /dev/null\n+++ Sources/\(new)/\(added)"))
        #expect(full.output.contains("--- Sources/\(old)/\(removed)\n+++ /dev/null"))
        #expect(
            full.output.contains("--- Sources/\(old)/\(changed)\n+++ Sources/\(new)/\(changed)"))
    }

    @Test("the default view reads like the lecture: reference code, no markers or stubs")
    func lectureView() throws {
        let result = fixture.run("diff", "StageA", "StageB")
        #expect(result.status == 0)
        // Only the solutions, as the lecture shows them: no marker and no stub line.
        expectText(
            result.output,
            equals: #"""
                diff Greeting.swift (changed)
                --- Sources/StageA/Greeting.swift
                +++ Sources/StageB/Greeting.swift
                @@ -1,10 +1,9 @@
                -/// Says hello.
                +/// Says hello, loudly.
                 func greet(_ name: String) -> String {
                -    "Hello, \(name)!"
                +    "Hello, \(name)!".uppercased()
                 }
                \#(" ")
                -/// Counts to `n`.
                -func count(to n: Int) -> [Int] {
                -    guard n > 0 else { return [] }
                -    return Array(1...n)
                +/// Doubles a number.
                +func double(_ n: Int) -> Int {
                +    n * 2
                 }

                """#)
        let raw = fixture.run("diff", "StageA", "StageB", "--raw")
        #expect(raw.status == 0)
        expectText(
            raw.output,
            equals: #"""
                diff Greeting.swift (changed)
                --- Sources/StageA/Greeting.swift
                +++ Sources/StageB/Greeting.swift
                @@ -1,18 +1,17 @@
                -/// Says hello.
                +/// Says hello, loudly.
                 func greet(_ name: String) -> String {
                     // BEGIN SOLUTION a-greet
                -    "Hello, \(name)!"
                +    "Hello, \(name)!".uppercased()
                     // STUB
                     // ""
                     // END SOLUTION
                 }
                \#(" ")
                -/// Counts to `n`.
                -func count(to n: Int) -> [Int] {
                -    // BEGIN SOLUTION a-count
                -    guard n > 0 else { return [] }
                -    return Array(1...n)
                +/// Doubles a number.
                +func double(_ n: Int) -> Int {
                +    // BEGIN SOLUTION b-double
                +    n * 2
                     // STUB
                -    // []
                +    // 0
                     // END SOLUTION
                 }

                """#)
    }

    @Test("the stages can be given in either order")
    func eitherOrder() throws {
        let fixture = try Self.threeStages()
        defer { fixture.remove() }
        let backwards = fixture.run("diff", "stageb", "StageA", "--stat")
        #expect(backwards.status == 0)
        let comparison = try StageComparison(
            workspace: Workspace(root: fixture.root), from: "StageB", to: "StageA")
        let files = Dictionary(
            uniqueKeysWithValues: comparison.changedFiles.map {
                ($0.name, "\($0.change.rawValue) +\($0.diff.added) -\($0.diff.removed)")
            })
        #expect(files["Shout.swift"] == "removed +0 -1", "\(files)")
        #expect(files["Legacy.swift"] == "added +1 -0", "\(files)")
        #expect(backwards.output.hasSuffix(" 3 files changed, 7 lines added, 6 lines removed\n"))
    }

    @Test("--tests also compares the stages' test folders")
    func testsToo() throws {
        let sourcesOnly = fixture.run("diff", "StageA", "StageB", "--stat")
        #expect(!sourcesOnly.output.contains("GreetTests.swift"))
        let withTests = fixture.run("diff", "StageA", "StageB", "--stat", "--tests")
        #expect(withTests.output.contains(" GreetTests.swift "))
        #expect(withTests.output.contains(" DoubleTests.swift "))
    }

    @Test("with no stages, diff lists them in order with the command for each adjacent pair")
    func overview() throws {
        let fixture = try Self.threeStages()
        defer { fixture.remove() }
        let result = fixture.run("diff")
        #expect(result.status == 0)
        #expect(result.output.contains("1. StageA\n    2. StageB\n    3. StageC"))
        #expect(result.output.contains("swift run workbook diff StageA StageB"))
        #expect(result.output.contains("swift run workbook diff StageB StageC"))
    }

    @Test("an unknown stage or an exercise name is a usage error naming the stages")
    func badNames() throws {
        let unknown = fixture.run("diff", "StageA", "StageZ")
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("Did you mean 'StageA'?"))
        let exercise = fixture.run("diff", "StageA", "a-greet")
        #expect(exercise.status == 64)
        #expect(exercise.error.contains("StageA, StageB"))
        #expect(fixture.run("diff", "StageA").status == 64)
        #expect(fixture.run("diff", "StageA", "StageB", "--context", "x").status == 64)
    }

    @Test("a stage compared with itself has no differences")
    func sameStage() throws {
        #expect(fixture.run("diff", "StageB", "StageB").output.contains("have the same code"))
    }

    @Test("--exercises shows each region's solution next to its stub")
    func exercises() throws {
        let result = fixture.run("diff", "StageA", "StageB", "--exercises")
        #expect(result.status == 0)
        #expect(result.output.contains("a-greet  Sources/StageA/Greeting.swift:3"))
        #expect(result.output.contains("a-greet  Sources/StageB/Greeting.swift:3"))
        #expect(result.output.contains("b-double  Sources/StageB/Greeting.swift:12"))
        #expect(result.output.contains(#"  "Hello, \(name)!" | """#), "\(result.output)")
        #expect(result.output.contains("  return Array(1...n)            |"))
    }

    @Test("code too wide for two columns is shown one part after the other")
    func narrowColumns() {
        let formatter = DiffFormatter(console: RecordingConsole().console)
        let lines = formatter.twoColumns(
            ("solution", [String(repeating: "x", count: 80)]), ("stub", ["0"]), width: 60)
        #expect(
            lines == [
                "  solution:", "    " + String(repeating: "x", count: 80), "  stub:", "    0",
            ])
    }

    @Test("colour marks added and removed lines only when the console uses colour")
    func colour() throws {
        let comparison = try StageComparison(
            workspace: Workspace(root: fixture.root), from: "StageA", to: "StageB")
        let plain = DiffFormatter(console: RecordingConsole().console).unified(comparison)
        #expect(!plain.joined().contains("\u{1B}["))
        let coloured = DiffFormatter(
            console: Console(usesColor: true, output: { _ in }, error: { _ in })
        )
        .unified(comparison)
        #expect(coloured.contains { $0.hasPrefix("\u{1B}[32;1m+") })
        #expect(coloured.contains { $0.hasPrefix("\u{1B}[31;1m-") })
    }

    @Test("every adjacent pair of this repository's stages diffs, showing files on one side only")
    func repositoryPairs() throws {
        let workspace = try Self.repository()
        for (old, new) in zip(workspace.stages, workspace.stages.dropFirst()) {
            let recording = RecordingConsole()
            let status = Workbook.run(
                ["diff", old, new, "--stat"],
                context: CommandContext(
                    currentDirectory: workspace.root, console: recording.console))
            #expect(status == 0, "\(recording.error)")
            let oldNames = Set(FileList.regularFiles(in: workspace.url("Sources/\(old)")))
            let newNames = Set(FileList.regularFiles(in: workspace.url("Sources/\(new)")))
            for name in newNames.subtracting(oldNames) {
                #expect(
                    recording.output.contains(" \(name) ") && recording.output.contains("(added)"))
            }
            for name in oldNames.subtracting(newNames) {
                #expect(
                    recording.output.contains(" \(name) ") && recording.output.contains("(removed)")
                )
            }
        }
    }
}
