import Foundation
import Testing

@testable import WorkbookKit

/// Before a check whose build recompiles much of a lecture, the student is told why it waits,
/// with the count of what changed and no promise of how long it takes.
@Suite final class PendingBuildTests {
    let fixture: FixtureWorkbook

    init() throws {
        fixture = try FixtureWorkbook()
        // `swift run workbook` has built the tool here: the package's build folder exists.
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent(".build/debug/workbook.build"),
            withIntermediateDirectories: true)
    }

    deinit { fixture.remove() }

    /// The Swift files of StageA's code and tests, as (module, file name).
    static let stageAFiles = [
        ("StageA", "Greeting.swift"), ("StageATests", "GreetTests.swift"),
        ("StageATests", "CountTests.swift"),
    ]

    /// Writes the object file of each of `files` as the compiler would, dated `date`.
    func compiled(_ files: [(String, String)], at date: Date) throws {
        for (module, file) in files {
            let object = fixture.root.appendingPathComponent(
                ".build/debug/\(module).build/\(file).o")
            try FileManager.default.createDirectory(
                at: object.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: object)
            try FileManager.default.setAttributes(
                [.modificationDate: date], ofItemAtPath: object.path)
        }
    }

    func check() throws -> String {
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            "StageA",
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: passingRunner(["StageATests.GreetTests", "StageATests.CountTests"]))
        return recording.output
    }

    @Test("each file newer than its own object file counts once, for the checked lecture only")
    func counts() throws {
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .everything)
        let elsewhere = try FixtureWorkbook()
        defer { elsewhere.remove() }
        #expect(PendingBuild.work(for: ["StageA"], in: elsewhere.root) == nil)
        try compiled(Self.stageAFiles, at: .distantFuture)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(0))
        #expect(PendingBuild.work(for: [], in: fixture.root) == .changed(0))
        // One edit since the last build counts as one, however old the rest of the build is.
        try compiled([Self.stageAFiles[0]], at: .distantPast)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(1))
        try compiled(Self.stageAFiles, at: .distantPast)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(3))
    }

    @Test("check says it builds first, with what changed, and says no length")
    func toldBeforeTheBuild() throws {
        try compiled(Self.stageAFiles, at: .distantPast)
        let slow = try check()
        let lines = slow.components(separatedBy: "\n")
        let checking = try #require(lines.firstIndex { $0.hasPrefix("Checking:") })
        #expect(
            lines[checking + 1].hasPrefix("Building first: 3 files of the lecture changed"),
            "\(slow)")
        #expect(!slow.contains("minute") && !slow.contains(" s "), "\(slow)")
        try compiled(Self.stageAFiles, at: .distantFuture)
        #expect(!(try check()).contains("Building first"))
    }

    /// Writes each module's list of sources as SwiftPM does when it plans a build: StageA's
    /// files, and no compile check.
    func planned() throws {
        for module in ["StageA", "StageATests"] {
            let folder = fixture.root.appendingPathComponent(".build/debug/\(module).build")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let paths = Self.stageAFiles.filter { $0.0 == module }.map { module, file in
                fixture.root.appendingPathComponent(
                    module == "StageA" ? "Sources/StageA/\(file)" : "Tests/StageATests/\(file)"
                ).path
            }
            try paths.joined(separator: "\n").write(
                to: folder.appendingPathComponent("sources"), atomically: true, encoding: .utf8)
            try Data().write(to: folder.appendingPathComponent("output-file-map.json"))
        }
    }

    @Test("a lecture whose folder SwiftPM planned but never compiled has everything to compile")
    func plannedIsNotCompiled() throws {
        // `swift run workbook` writes each module's list of sources, and compiles none of them.
        try planned()
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .everything)
        try compiled([Self.stageAFiles[1]], at: .distantFuture)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(2))
    }

    @Test("a compile check, which the build leaves out, never counts as changed")
    func compileChecksAreNotCompiled() throws {
        try planned()
        let check = fixture.root.appendingPathComponent(
            "Tests/StageATests/CompileChecks/a-greet/no-init.swift")
        try FileManager.default.createDirectory(
            at: check.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "let x = 1\n".write(to: check, atomically: true, encoding: .utf8)
        try compiled(Self.stageAFiles, at: .distantFuture)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(0))
    }

    @Test("a file whose date alone changed since it was compiled does not count; an edit does")
    func newDateIsNoChange() throws {
        let now = Date()
        try compiled(Self.stageAFiles, at: now)
        PendingBuild.remember(["StageA"], in: fixture.root, succeeded: false)
        // A new date on the same text, as a check gives the files it wants compiled again:
        // the compiler reads the text, finds it unchanged, and leaves the object file as it was.
        let greeting = fixture.root.appendingPathComponent("Sources/StageA/Greeting.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(60)], ofItemAtPath: greeting.path)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(0))
        try (String(contentsOf: greeting, encoding: .utf8) + "\n// edited\n").write(
            to: greeting, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(60)], ofItemAtPath: greeting.path)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(1))
        // After a failed build, the edit is not taken for what the build compiled.
        PendingBuild.remember(["StageA"], in: fixture.root, succeeded: false)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(1))
    }

    @Test("after a build that succeeded, a file that only got a new date before it is remembered")
    func succeededBuildRemembersAll() throws {
        // Dated after its object file, as a check dates a file it wants compiled, which the
        // compiler then left alone: its text had not changed.
        try compiled(Self.stageAFiles, at: .distantPast)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(3))
        PendingBuild.remember(["StageA"], in: fixture.root, succeeded: true)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(0))
    }

    @Test("the first check of a fresh copy says that everything compiles, in both languages")
    func freshCopy() throws {
        let output = try check()
        #expect(output.contains(Messages.buildingEverything.en), "\(output)")
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            "StageA",
            context: CommandContext(
                currentDirectory: fixture.root, console: recording.console.speaking(.ko)),
            runner: passingRunner(["StageATests.GreetTests", "StageATests.CountTests"]))
        #expect(recording.output.contains("먼저 빌드합니다: "), "\(recording.output)")
    }
}
