import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The student's first hour on the real lectures, with real `swift test` runs: the culprit is named
/// first, and no stub's failure floods the screen.
///
/// Both tests share one copy of the stages in `.workbook/first-hour/` (git-ignored) that keeps its
/// build between runs, so they run one after the other.
@Suite(.serialized) struct StudentFirstHourTests {
    /// The largest `check` output of one exercise's stub, by default.
    static let outputLimit = 4_096

    /// The workbook these tests are part of.
    let original: Workspace

    init() throws {
        original = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    /// A fresh copy of the stages and their tests: reference code everywhere, no state.
    func scratch() throws -> Workspace {
        let destination = original.stateFolder.appendingPathComponent("first-hour")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        var changed: [URL: Date] = [:]
        for item in ScratchCopy.items {
            try ScratchCopy.sync(
                original.url(item), to: destination.appendingPathComponent(item), changed: &changed)
        }
        let scratch = try Workspace(root: destination)
        ScratchCopy.focus(scratch, on: scratch.stages)
        try? FileManager.default.removeItem(at: WorkbookState.url(in: scratch))
        return scratch
    }

    /// Writes the reference code of `ids` into their started regions, as a student would type it.
    func writeReference(of ids: [String], in workspace: Workspace, from reference: Catalog) throws {
        for id in ids {
            for (index, solution) in reference.places(of: id).enumerated() {
                let started = try Catalog(workspace: workspace)
                let place = try #require(started.places(of: id).dropFirst(index).first)
                try ScratchEdit(catalog: started).write(place, body: solution.region.body)
            }
        }
    }

    @Test(
        "a correct mvc-emoji-for-card with mvc-identifier-factory still a stub: the stub is named first, no advice about remove(at:)"
    )
    func stubNamedFirst() throws {
        let workspace = try scratch()
        let reference = try Catalog(workspace: workspace)
        let emoji = try #require(reference.exercise("mvc-emoji-for-card"))
        #expect(emoji.requires.contains("mvc-identifier-factory"))
        #expect(runWorkbook(["start", "Lecture2MVC"], in: workspace.root).status == 0)
        // Everything the emoji exercise uses is written, except the identifier factory.
        let written = emoji.requires.filter { $0 != "mvc-identifier-factory" } + [emoji.id]
        try writeReference(of: written, in: workspace, from: reference)

        let recording = RecordingConsole()
        let status = try CheckCommand.check(
            emoji.id,
            context: CommandContext(currentDirectory: workspace.root, console: recording.console),
            runner: SwiftTestRunner())

        let output = recording.output
        let lines = output.components(separatedBy: "\n")
        #expect(status == 1, "\(output)")
        let verdict = try #require(
            lines.firstIndex { $0.contains("mvc-emoji-for-card  failed") }, "\(output)")
        #expect(
            lines[verdict + 1].contains("First write mvc-identifier-factory: it is still a stub"),
            "\(output)")
        #expect(!output.contains("remove(at:)"), "\(output)")
        #expect(
            output.contains(
                "Write mvc-identifier-factory first: its stub breaks mvc-emoji-for-card's tests.\n"
                    + "Next: swift run workbook check mvc-identifier-factory"), "\(output)")
    }

    @Test("each exercise's stub fails its check in under 4 KB of output, from one run per lecture")
    func stubOutputIsShort() throws {
        for stage in original.stages {
            let workspace = try scratch()
            #expect(runWorkbook(["start", stage], in: workspace.root).status == 0)
            let catalog = try Catalog(workspace: workspace)
            let state = try WorkbookState.load(from: workspace)
            let outcome = try SwiftTestRunner().runTests(
                filter: CheckPlan.stageFilter([stage]), in: workspace.root)
            let formatter = CheckFormatter(
                console: Console(output: { _ in }, error: { _ in }), catalog: catalog)
            for exercise in catalog.exercises(inStage: stage) {
                let plan = CheckPlan.make(for: .exercise(exercise), catalog: catalog, state: state)
                let report = CheckReport(
                    plan: plan, outcome: outcome, catalog: catalog, state: state)
                let printed =
                    (formatter.lines(for: report)
                    + [
                        CheckCommand.nextStep(
                            after: report, catalog: catalog, state: state, asked: exercise.id)
                    ]).joined(separator: "\n")
                #expect(!report.allPassed, "\(exercise.id)'s stub passes its check")
                #expect(
                    printed.utf8.count < Self.outputLimit,
                    "\(exercise.id): \(printed.utf8.count) bytes\n\(printed.prefix(2_000))")
            }
        }
    }
}
