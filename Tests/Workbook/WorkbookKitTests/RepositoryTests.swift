import Foundation
import Testing

@testable import WorkbookKit

/// Checks that the workbook's own exercises, notes and tests agree with each other.
///
/// Each fact lives in one place; these tests catch the places that merely refer to it (a README
/// table, a suite name) drifting away from it.
@Suite struct RepositoryTests {
    /// The catalog of the package these tests belong to.
    static func catalog() throws -> Catalog {
        let here = URL(fileURLWithPath: #filePath)
        return try Catalog(workspace: Workspace.locate(from: here.deletingLastPathComponent()))
    }

    @Test("the markers and exercise lists are well formed, and every stage has its three folders")
    func catalogLoads() throws {
        let catalog = try Self.catalog()
        #expect(!catalog.workspace.stages.isEmpty)
        for stage in catalog.workspace.stages {
            for folder in ["Sources/\(stage)", "Tests/\(stage)Tests", "Lectures/\(stage)"] {
                #expect(
                    FileManager.default.fileExists(atPath: catalog.workspace.url(folder).path),
                    "Stage \(stage) needs \(folder)/")
            }
        }
    }

    @Test("every exercise's suite exists in its stage's test target")
    func suitesExist() throws {
        let catalog = try Self.catalog()
        for exercise in catalog.exercises {
            let folder = catalog.workspace.url("Tests/\(exercise.stage)Tests")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let text = try files.filter { $0.hasSuffix(".swift") }.map {
                try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }.joined()
            for suite in exercise.suites {
                #expect(
                    text.contains("struct \(suite) "),
                    "\(exercise.id) names suite \(suite), which is not in Tests/\(exercise.stage)Tests/"
                )
            }
        }
    }

    @Test("the README and each lecture's notes give the filter of every exercise")
    func notesListEveryExercise() throws {
        let catalog = try Self.catalog()
        func markdown(_ path: String) throws -> String {
            try String(contentsOf: catalog.workspace.url(path), encoding: .utf8)
        }
        let readme = try markdown("README.md")
        for exercise in catalog.exercises {
            let notes = try markdown("Lectures/\(exercise.stage)/README.md")
            // Quoted, so that a shell takes `(`, `|` and `\` as they are (PasteableCommandTests).
            let command = "swift test --filter '\(exercise.filter)'"
            // A table cell shows a `|` as `\|` in the source a student may copy from, so a table
            // gives an exercise of several suites one `--filter` for each (PasteableCommandTests).
            let perSuite =
                "swift test "
                + exercise.qualifiedSuites.map { "--filter '\($0)/'" }.joined(separator: " ")
            // Worked out first, so a failure names the row to add rather than printing the file.
            let inNotes = notes.contains(command) || notes.contains(perSuite)
            let inReadme = readme.contains(exercise.filter) || readme.contains(perSuite)
            #expect(
                inNotes,
                "Lectures/\(exercise.stage)/README.md lacks \(perSuite): add the row of \(exercise.id) to its exercise table (ExerciseTablesTests gives the row)"
            )
            #expect(
                inReadme,
                "README.md lacks the filter of \(exercise.id): add its row between <!-- exercises:begin --> and <!-- exercises:end --> (ExerciseTablesTests gives the row)"
            )
        }
    }
}
