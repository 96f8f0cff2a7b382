import Foundation
import Testing

/// Keeps each stage's folder a view of its lecture: every Swift file directly in
/// `Sources/<Stage>/` is one the stage's notes (`Lectures/<Stage>/*.md`) talk about, and the machinery in its subfolders
/// (the terminal stand-in) says so on its first line and holds no exercise.
///
/// It reads the files directly, with Foundation only, so that it does not depend on how the
/// workbook tool models stages and exercises.
@Suite struct StageFolderTests {
    /// The package root.
    private static let root = PackageRoot.url

    /// The stages named in `let stages = [...]` in `Package.swift`, in teaching order.
    static let stages: [String] = {
        let manifest =
            (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
            ?? ""
        guard let list = manifest.firstMatch(of: /let stages = \[([^\]]*)\]/) else { return [] }
        return list.1.matches(of: /"([^"]+)"/).map { String($0.1) }
    }()

    /// The stage's source folder.
    private static func sourceFolder(of stage: String) -> URL {
        root.appendingPathComponent("Sources").appendingPathComponent(stage)
    }

    /// The names of the Swift files directly in `folder`, subfolders left out.
    private static func swiftFiles(directlyIn folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    /// The paths, relative to `folder`, of the Swift files in its subfolders, at any depth.
    private static func swiftFiles(inSubfoldersOf folder: URL) -> [String] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return paths.filter { $0.hasSuffix(".swift") && $0.contains("/") }.sorted()
    }

    /// Every id in the stage's `exercises.json`.
    private static func exerciseIDs(of stage: String) throws -> [String] {
        let file = root.appendingPathComponent("Lectures").appendingPathComponent(stage)
            .appendingPathComponent("exercises.json")
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        return (entries as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test("the stages are read from Package.swift")
    func stagesAreKnown() {
        #expect(
            Self.stages.count >= 3, "`let stages = [...]` in Package.swift should list the stages.")
    }

    @Test(
        "every Swift file directly in a stage's folder is named in the stage's notes",
        arguments: StageFolderTests.stages)
    func everyFileIsInTheNotes(stage: String) throws {
        // The notes are the stage's README.md and the other Markdown files beside it.
        let folder = Self.root.appendingPathComponent("Lectures").appendingPathComponent(stage)
        let notes = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        let files = try Self.swiftFiles(directlyIn: Self.sourceFolder(of: stage))
        #expect(!files.isEmpty)
        for file in files {
            #expect(
                notes.contains(file),
                """
                Sources/\(stage)/\(file) is not named in the notes in Lectures/\(stage)/: say what \
                the lecture shows in it, or move it to a subfolder if it is not part of the lecture.
                """)
        }
    }

    @Test(
        "a stage's subfolders say on their first line that they are not part of the lecture",
        arguments: StageFolderTests.stages)
    func subfoldersSayTheyAreApart(stage: String) throws {
        let folder = Self.sourceFolder(of: stage)
        for path in Self.swiftFiles(inSubfoldersOf: folder) {
            let text = try String(
                contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            let firstLine = text.prefix { $0 != "\n" }
            #expect(
                firstLine.hasPrefix("//")
                    && firstLine.lowercased().contains("not part of the lecture"),
                "Start Sources/\(stage)/\(path) with a comment line saying it is not part of the lecture."
            )
        }
    }

    @Test(
        "a stage's subfolders hold no exercise region and name no exercise",
        arguments: StageFolderTests.stages)
    func subfoldersHoldNoExercise(stage: String) throws {
        let folder = Self.sourceFolder(of: stage)
        let ids = try Self.exerciseIDs(of: stage)
        for path in Self.swiftFiles(inSubfoldersOf: folder) {
            let text = try String(
                contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            #expect(
                !text.contains("BEGIN SOLUTION") && !text.contains("BEGIN EXERCISE"),
                "Sources/\(stage)/\(path) is not part of the lecture: move its exercise region to a file of the lecture."
            )
            let named = ids.filter { text.contains($0) }
            #expect(
                named.isEmpty,
                "Sources/\(stage)/\(path) names \(named): map symptoms to exercises in Sources/play, not in the stage."
            )
        }
    }
}
