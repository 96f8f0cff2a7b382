import Foundation
import Testing

/// Keeps the concept index in `Lectures/README.md` honest: every exercise it names exists, every
/// exercise appears in it, and every link in it leads to a file (and heading) that exists.
///
/// It reads the files directly, with Foundation only, so that it does not depend on how the
/// workbook tool models exercises.
@Suite struct ConceptIndexTests {
    /// The package root: this file is `Tests/WorkbookKitTests/ConceptIndexTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder of the notes, against which the index's relative links are resolved.
    private static let lectures = root.appendingPathComponent("Lectures")

    /// The rows of the table under `## Concept index`, header and separator left out.
    private static func indexRows() throws -> [String] {
        let readme = try String(
            contentsOf: lectures.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## Concept index") else { return [] }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        return section.filter { $0.hasPrefix("| ") }.dropFirst(2).map { $0 }
    }

    /// The exercise ids named in backticks in `text`, such as `mvc-choose-card`.
    private static func exerciseIDs(in text: String) -> [String] {
        let pattern = /`((?:mvc|mvvm|l4)-[a-z0-9]+(?:-[a-z0-9]+)*)`/
        return text.matches(of: pattern).map { String($0.1) }
    }

    /// The targets of the Markdown links in `text`.
    private static func links(in text: String) -> [String] {
        text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
    }

    /// Every id in every `Lectures/<Stage>/exercises.json`.
    private static func allExerciseIDs() throws -> Set<String> {
        let stages = try FileManager.default.contentsOfDirectory(atPath: lectures.path)
        var ids: Set<String> = []
        for stage in stages {
            let file = lectures.appendingPathComponent(stage).appendingPathComponent(
                "exercises.json")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
            for entry in entries as? [[String: Any]] ?? [] {
                if let id = entry["id"] as? String { ids.insert(id) }
            }
        }
        return ids
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    private static func anchor(forHeading heading: String) -> String {
        let kept = heading.lowercased().filter {
            $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_"
        }
        return kept.replacingOccurrences(of: " ", with: "-")
    }

    @Test("the index has a row for about fifty concepts, each saying where it is taught")
    func everyRowSaysWhere() throws {
        let rows = try Self.indexRows()
        #expect(rows.count >= 45, "Add the concept index table under `## Concept index`.")
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let place = cells.last ?? ""
            #expect(
                !Self.exerciseIDs(in: place).isEmpty || !Self.links(in: place).isEmpty,
                "Say where this concept is taught: an exercise id, a test file or a notes section: \(row)"
            )
        }
    }

    @Test("every exercise the index names exists in an exercises.json")
    func namedExercisesExist() throws {
        let known = try Self.allExerciseIDs()
        let named = try Self.indexRows().flatMap(Self.exerciseIDs(in:))
        #expect(!named.isEmpty)
        for id in named {
            if !known.contains(id) {
                Issue.record("The index names `\(id)`, which no exercises.json lists.")
            }
        }
    }

    @Test("every exercise appears in the index")
    func everyExerciseAppears() throws {
        let named = Set(try Self.indexRows().flatMap(Self.exerciseIDs(in:)))
        let known = try Self.allExerciseIDs()
        #expect(!known.isEmpty)
        for id in known.sorted() {
            if !named.contains(id) {
                Issue.record("Add `\(id)` to the concept index in Lectures/README.md.")
            }
        }
    }

    @Test("every link in the index leads to a file, and to a heading when it names one")
    func linksResolve() throws {
        for link in try Self.indexRows().flatMap(Self.links(in:)) {
            let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
            let file = Self.lectures.appendingPathComponent(parts[0]).standardizedFileURL
            #expect(
                FileManager.default.fileExists(atPath: file.path),
                "The index links to \(parts[0]), which does not exist.")
            guard parts.count == 2, let text = try? String(contentsOf: file, encoding: .utf8)
            else { continue }
            let anchors = text.components(separatedBy: "\n")
                .filter { $0.hasPrefix("#") }
                .map {
                    Self.anchor(
                        forHeading: $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
                }
            if !anchors.contains(parts[1]) {
                Issue.record("\(parts[0]) has no heading with the anchor #\(parts[1]).")
            }
        }
    }
}
