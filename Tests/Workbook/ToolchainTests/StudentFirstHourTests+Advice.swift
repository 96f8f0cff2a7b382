import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// A plausible mistake on the real lectures, with real `swift test` runs: the advice names the
/// mistake, not a branch that is right, and an exercise that just passed is no suspect. In the
/// first-hour suite, so it shares its copy of the stages and that copy's build.
extension StudentFirstHourTests {
    @Test(
        "l4-choose-matching that never forgets the face-up card: the advice says so, and the passed l4-first-index-matching is not blamed"
    )
    func forgottenNilIsNamed() throws {
        let workspace = try scratch()
        let reference = try Catalog(workspace: workspace)
        let matching = "l4-choose-matching"
        let firstIndex = "l4-first-index-matching"
        #expect(try #require(reference.exercise(matching)).requires.contains(firstIndex))
        for id in [firstIndex, matching] {
            #expect(runWorkbook(["start", id], in: workspace.root).status == 0)
        }
        try writeReference(of: [firstIndex], in: workspace, from: reference)
        // It passes (its not-started dependents may still fail on the stub of l4-choose-matching).
        let passed = try check(firstIndex, in: workspace).output
        #expect(passed.contains("✔ \(firstIndex)  passed"), "\(passed)")

        // The student's choose(_:), but the remembered index is never set back to nil.
        let solution = try #require(reference.places(of: matching).first).region.body
        let forgetting = solution.filter {
            $0.trimmingCharacters(in: .whitespaces) != "indexOfTheOneAndOnlyFaceUpCard = nil"
        }
        #expect(forgetting.count == solution.count - 1)
        let started = try Catalog(workspace: workspace)
        try ScratchEdit(catalog: started).write(
            try #require(started.places(of: matching).first), body: forgetting)

        let (status, output) = try check(matching, in: workspace)
        #expect(status == 1, "\(output)")
        #expect(output.contains("the game still remembers the first"), "\(output)")
        #expect(!output.contains("With no face-up card remembered"), "\(output)")
        #expect(!output.contains("These tests also use \(firstIndex)"), "\(output)")
    }

    /// `check id` in `workspace` with real test runs: its status and what it printed.
    private func check(_ id: String, in workspace: Workspace) throws -> (
        status: Int32, output: String
    ) {
        let recording = RecordingConsole()
        let status = try CheckCommand.check(
            id,
            context: CommandContext(currentDirectory: workspace.root, console: recording.console),
            runner: SwiftTestRunner())
        return (status, recording.output)
    }
}
