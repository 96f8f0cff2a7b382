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

    @Test("a lecture whose folder SwiftPM planned but never compiled has everything to compile")
    func plannedIsNotCompiled() throws {
        // `swift run workbook` writes each module's list of sources, and compiles none of them.
        for module in ["StageA", "StageATests"] {
            let folder = fixture.root.appendingPathComponent(".build/debug/\(module).build")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent("sources"))
            try Data().write(to: folder.appendingPathComponent("output-file-map.json"))
        }
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .everything)
        try compiled([Self.stageAFiles[1]], at: .distantFuture)
        #expect(PendingBuild.work(for: ["StageA"], in: fixture.root) == .changed(2))
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
