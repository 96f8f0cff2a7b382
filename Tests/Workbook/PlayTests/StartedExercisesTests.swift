import Foundation
import Testing

@testable import PlayKit

/// "Playing your code for:" names the exercises that hold the student's code, never one whose
/// region still holds the stub `start` wrote.
@Suite struct StartedExercisesTests {
    @Test(
        "a region that still holds its saved stub is no code of the student's; a release has no state"
    )
    func stubsAreLeftOut() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("play-started-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/StageA")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = """
            func greet() -> String {
                // BEGIN EXERCISE a-greet
                ""
                // END EXERCISE a-greet
            }

            func count() -> Int {
                // BEGIN EXERCISE a-count
                3
                // END EXERCISE a-count
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("A.swift"))
        #expect(exercisesHoldingYourCode(inFolder: folder.path) == ["a-greet", "a-count"])

        let state = """
            {"started": {
              "a-greet": [{"file": "Sources/StageA/A.swift", "ordinal": 0, "stub": ["    \\"\\""]}],
              "a-count": [{"file": "Sources/StageA/A.swift", "ordinal": 0, "stub": ["    0"]}]
            }}
            """
        let stateFolder = root.appendingPathComponent(".workbook")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        try Data(state.utf8).write(to: stateFolder.appendingPathComponent("state.json"))

        #expect(startedExercises(inFolder: folder.path) == ["a-greet", "a-count"])
        #expect(exercisesHoldingYourCode(inFolder: folder.path) == ["a-count"])
    }
}
