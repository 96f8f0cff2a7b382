import Foundation
import Testing

@testable import WorkbookKit

/// `restore` repairs a started region whose marker a student damaged, and leaves the file exactly
/// as restoring the undamaged region would: a file that builds. Every exercise of the fixture
/// proves each kind of damage, and one real exercise per kind shows the real lectures agree.
@Suite struct MarkerRepairTests {
    /// A kind of damage to one marker line of a started region.
    enum Damage: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case beginDeleted, endDeleted, beginDuplicated, endDuplicated, beginMisspelled,
            endMisspelled

        var testDescription: String { rawValue }

        /// `lines` with the damage done to the region whose markers are at `begin` and `end`.
        func apply(to lines: [String], begin: Int, end: Int) -> [String] {
            var lines = lines
            switch self {
            case .beginDeleted: lines.remove(at: begin)
            case .endDeleted: lines.remove(at: end)
            case .beginDuplicated: lines.insert(lines[begin], at: begin)
            case .endDuplicated: lines.insert(lines[end], at: end)
            case .beginMisspelled:
                lines[begin] = lines[begin].replacingOccurrences(of: "EXERCISE", with: "EXERCSE")
            case .endMisspelled:
                lines[end] = lines[end].replacingOccurrences(of: "EXERCISE", with: "EXERCSE")
            }
            return lines
        }
    }

    /// A copy of the real workbook's lectures and sources, which the tool reads as a workbook.
    static func realWorkbookCopy() throws -> URL {
        let here = URL(fileURLWithPath: #filePath)
        let workspace = try Workspace.locate(from: here.deletingLastPathComponent())
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-repair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Lectures"] {
            try FileManager.default.copyItem(
                at: workspace.url(item), to: root.appendingPathComponent(item))
        }
        return root
    }

    func read(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String, in root: URL) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// The file as the compiler sees it: the text outside the regions and each region's code,
    /// whatever the form of its markers; `nil` while a marker is damaged.
    static func compiled(_ text: String, path: String) -> [String]? {
        guard let file = try? MarkedFile(path: path, text: text), file.damage.isEmpty else {
            return nil
        }
        return file.segments.flatMap { segment -> [String] in
            switch segment {
            case .text(let lines): lines
            case .region(let region): ["<\(region.exerciseID)>"] + region.body
            }
        }
    }

    @Test(
        "a damaged marker is repaired into the file restore gives, in every exercise of the fixture and in one real exercise",
        arguments: Damage.allCases)
    func repairLeavesAFileThatBuilds(damage: Damage) throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        try repair(damage, in: fixture.root, stages: fixture.catalog().workspace.stages)

        // One exercise of the real workbook per kind of damage, a different one for each kind.
        let root = try Self.realWorkbookCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercises = try Catalog(workspace: Workspace(root: root)).exercises
        let kind = try #require(Damage.allCases.firstIndex(of: damage))
        let exercise = exercises[kind * exercises.count / Damage.allCases.count]
        try repair(damage, in: root, stages: [exercise.stage], only: exercise.id)
    }

    /// Starts `stages` in the workbook at `root`, then, for each started exercise (or `only`
    /// that one), does `damage` to its first region's markers, restores it, and checks the file.
    func repair(_ damage: Damage, in root: URL, stages: [String], only: String? = nil) throws {
        let reference = try Catalog(workspace: Workspace(root: root))
        for stage in stages {
            #expect(runWorkbook(["start", stage], in: root).status == 0)
        }
        let stateURL = root.appendingPathComponent(".workbook/state.json")
        let state = try Data(contentsOf: stateURL)
        let catalog = try Catalog(workspace: Workspace(root: root))
        var repaired = 0
        for exercise in catalog.exercises where only == nil || exercise.id == only {
            guard let place = catalog.places(of: exercise.id).first, place.region.isStarted
            else { continue }
            let solutions = reference.places(of: exercise.id).filter { $0.file == place.file }
                .map(\.region.body)
            let started = try read(place.file, in: root)
            // What restoring the undamaged exercise gives: its reference code in each of its
            // regions of the file, the rest as it was.
            var remaining = solutions[...]
            let expectedShape = try MarkedFile(path: place.file, text: started).segments.flatMap {
                segment -> [String] in
                switch segment {
                case .text(let lines): return lines
                case .region(let region) where region.exerciseID == exercise.id:
                    return ["<\(region.exerciseID)>"] + (remaining.popFirst() ?? [])
                case .region(let region): return ["<\(region.exerciseID)>"] + region.body
                }
            }

            var lines = started.components(separatedBy: "\n")
            let begin = place.region.firstLine - 1
            // The student wrote a line of their own in the region.
            lines.insert("\(place.region.indentation)// my own line", at: begin + 1)
            let end = place.region.lastLine
            try write(
                damage.apply(to: lines, begin: begin, end: end).joined(separator: "\n"),
                to: place.file, in: root)

            let repair = runWorkbook(["restore", exercise.id], in: root)
            let repairedText = try read(place.file, in: root)

            #expect(repair.status == 0, "\(exercise.id), \(damage): \(repair.error)")
            #expect(
                Self.compiled(repairedText, path: place.file) == expectedShape,
                "\(exercise.id) in \(place.file), \(damage): the repair left\n\(repairedText)")
            repaired += 1
            // Back to the started lecture for the next exercise.
            try write(started, to: place.file, in: root)
            try state.write(to: stateURL)
        }
        #expect(repaired > 0, "no started exercise in \(stages) to damage")
    }
}
