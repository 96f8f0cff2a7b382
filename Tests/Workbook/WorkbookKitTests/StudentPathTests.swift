import Foundation
import Testing

@testable import WorkbookKit

/// The student's way in, as the README and the student guide describe it: each lecture begins with
/// `start <lecture>`. Run on a copy of this workbook's own sources, so the real files are tested.
@Suite final class StudentPathTests {
    /// A copy of the package's `Package.swift`, `Sources/` and `Lectures/` (no build is needed).
    let root: URL

    init() throws {
        let here = URL(fileURLWithPath: #filePath)
        let workspace = try Workspace.locate(from: here.deletingLastPathComponent())
        try CleanTree.require(workspace)
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-student-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Lectures"] {
            try FileManager.default.copyItem(
                at: workspace.url(item), to: root.appendingPathComponent(item))
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        runWorkbook(arguments, in: root)
    }

    /// `path:line` pairs printed after "write your code in".
    static func places(in output: String) -> [(path: String, line: Int)] {
        var places: [(path: String, line: Int)] = []
        for line in output.split(separator: "\n") where line.hasPrefix("Started ") {
            let list = line.components(separatedBy: "write your code in ").last ?? ""
            for place in list.dropLast().components(separatedBy: ", ") {
                let parts = place.split(separator: ":")
                if parts.count == 2, let number = Int(parts[1]) {
                    places.append((String(parts[0]), number))
                }
            }
        }
        return places
    }

    @Test("the list leads a new student to start the first lecture as a whole")
    func listLeadsWithTheLecture() throws {
        let catalog = try Catalog(workspace: Workspace(root: root))
        let first = try #require(catalog.workspace.stages.first)

        let result = run()

        #expect(result.output.contains("Next: swift run workbook start \(first)\n"))
        #expect(result.output.contains("docs/student-guide.md"))
    }

    @Test(
        "starting each lecture in turn leaves no answer of a not-done exercise in that lecture's files"
    )
    func noAnswerInView() throws {
        let stages = try Catalog(workspace: Workspace(root: root)).workspace.stages
        for stage in stages {
            let result = run("start", stage)
            #expect(result.status == 0, "\(result.error)")

            let catalog = try Catalog(workspace: Workspace(root: root))
            let state = try WorkbookState.load(from: catalog.workspace)
            for file in catalog.files where file.path.hasPrefix("Sources/\(stage)/") {
                for region in file.regions where !region.isStarted {
                    let done = catalog.exercise(region.exerciseID).map {
                        catalog.status(of: $0, state: state) == .done
                    }
                    #expect(
                        done == true,
                        "\(file.path):\(region.firstLine) shows the answer of \(region.exerciseID) after 'start \(stage)'."
                    )
                }
            }
        }
    }

    @Test(
        "start prints each place as the line on disk after the rewrite, in files with several regions"
    )
    func placesAreLinesOnDisk() throws {
        let stages = try Catalog(workspace: Workspace(root: root)).workspace.stages
        var checked = 0
        for stage in stages {
            let result = run("start", stage)
            for (path, number) in Self.places(in: result.output) {
                let lines = try String(
                    contentsOf: root.appendingPathComponent(path), encoding: .utf8
                ).components(separatedBy: "\n")
                let marker = lines.indices.contains(number - 2) ? lines[number - 2] : ""
                #expect(
                    marker.contains("// BEGIN EXERCISE"),
                    "\(path):\(number) should be the first line after a BEGIN EXERCISE marker.")
                checked += 1
            }
        }
        #expect(checked > 0, "start printed no place to check")
    }

    @Test("starting one exercise names the answers still in view and the lecture to start instead")
    func singleStartWarns() throws {
        let catalog = try Catalog(workspace: Workspace(root: root))
        let shared = try #require(
            catalog.files.first { file in Set(file.regions.map(\.exerciseID)).count > 1 })
        let ids = shared.regions.map(\.exerciseID)
        let exercise = try #require(catalog.exercise(ids[1]))

        let result = run("start", exercise.id)

        #expect(result.output.contains("still show the answers of \(ids[0])"))
        #expect(result.output.contains("swift run workbook start \(exercise.stage)"))
    }

    @Test("starting a lecture says, before writing, which files it rewrites and how to undo it")
    func lectureStartAnnounces() throws {
        let catalog = try Catalog(workspace: Workspace(root: root))
        let stage = try #require(catalog.workspace.stages.first)
        let files = Set(
            catalog.exercises(inStage: stage).flatMap { catalog.places(of: $0.id) }.map(\.file))

        let result = run("start", stage.lowercased())

        let lines = result.output.components(separatedBy: "\n")
        let announcement = try #require(lines.firstIndex { $0.hasPrefix("Starting \(stage):") })
        let firstStarted = try #require(lines.firstIndex { $0.hasPrefix("Started ") })
        #expect(announcement < firstStarted)
        for file in files {
            #expect(
                lines[announcement..<firstStarted].contains("    \(file)"),
                "\(file) is not announced")
        }
        #expect(
            result.output.contains(
                "Undo (anything you wrote is backed up first): swift run workbook restore \(stage)")
        )
    }

    @Test("restoring a lecture says which files get their answers back and how to stub them again")
    func lectureRestoreAnnounces() throws {
        let catalog = try Catalog(workspace: Workspace(root: root))
        let stage = try #require(catalog.workspace.stages.first)
        #expect(run("start", stage).status == 0)

        let result = run("restore", stage)

        #expect(result.output.hasPrefix("Restoring \(stage): the reference code goes back into"))
        #expect(result.output.contains("To stub them again: swift run workbook start \(stage)"))
    }
}
