import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The notes' exercise tables follow `exercises.json`, the one place an exercise's id, title and
/// suites are written: each row says what the catalog says, in its order, and a table that lists
/// every exercise lacks none. A failure names the file and the exact row to add or write.
@Suite struct ExerciseTablesTests {
    /// A table of exercises in a Markdown file.
    struct Table: Sendable {
        var path: String
        /// The stage whose exercises it lists; every stage's for `nil`.
        var stage: String?
        var language: Language
        /// Whether it lists every exercise of `stage` (a note's table may list a few).
        var complete: Bool
    }

    static let catalog: Catalog? = try? Catalog(workspace: Workspace(root: PackageRoot.url))

    /// Every exercise table of the notes.
    static var tables: [Table] {
        guard let catalog else { return [] }
        var tables = [Table(path: "README.md", stage: nil, language: .en, complete: true)]
        for stage in catalog.workspace.stages {
            tables.append(
                Table(
                    path: "Lectures/\(stage)/README.md", stage: stage, language: .en, complete: true
                ))
            tables.append(
                Table(
                    path: "Lectures/\(stage)/README.ko.md", stage: stage, language: .ko,
                    complete: true))
        }
        tables.append(
            Table(
                path: "Lectures/Lecture4EnumsOptionals/EnumsAndOptionals.md",
                stage: "Lecture4EnumsOptionals", language: .en, complete: false))
        tables.append(
            Table(
                path: "Lectures/Lecture4EnumsOptionals/EnumsAndOptionals.ko.md",
                stage: "Lecture4EnumsOptionals", language: .ko, complete: false))
        return tables
    }

    /// The row `table` gives `exercise`; a title may go on after the catalog's (a link to notes).
    static func row(of exercise: Exercise, in table: Table) -> String {
        // A `|` has no place in a table cell, whose source shows it as `\|` (PasteableCommandTests):
        // an exercise of several suites gets one `--filter` for each.
        let filters = exercise.qualifiedSuites.map { "--filter '\($0)/'" }
        let command = "`swift test \(filters.joined(separator: " "))`"
        let stage = table.stage == nil ? " \(exercise.stage) |" : ""
        return "| `\(exercise.id)` |\(stage) \(exercise.title(in: table.language)) | \(command) |"
    }

    /// The exercise rows of `text`: lines that open with an exercise's id and end with its command.
    static func rows(in text: String, catalog: Catalog) -> [(id: String, line: Int, text: String)] {
        text.components(separatedBy: "\n").enumerated().compactMap { offset, line in
            guard let match = line.firstMatch(of: /^\| `([a-z0-9-]+)` \|/),
                catalog.exercise(String(match.1)) != nil, line.contains("`swift test --filter")
            else { return nil }
            return (String(match.1), offset + 1, line)
        }
    }

    /// What is wrong with `table`'s rows, each problem with the fix.
    static func problems(in table: Table, text: String, catalog: Catalog) -> [String] {
        let listed = catalog.exercises.filter { table.stage == nil || $0.stage == table.stage }
        let rows = rows(in: text, catalog: catalog)
        var problems: [String] = []
        for row in rows {
            guard let exercise = catalog.exercise(row.id) else { continue }
            let expected = Self.row(of: exercise, in: table)
            let start = expected.components(separatedBy: " | `swift test")[0]
            let end = expected.components(separatedBy: " | `swift test").dropFirst()
                .joined(separator: " | `swift test")
            if !row.text.hasPrefix(start) || !row.text.hasSuffix(end) {
                problems.append(
                    "\(table.path):\(row.line): the row of `\(row.id)` differs from "
                        + "Lectures/\(exercise.stage)/exercises.json; write it as\n\(expected)")
            }
        }
        let order = rows.map(\.id)
        let catalogOrder = listed.map(\.id).filter(order.contains)
        if order != catalogOrder {
            problems.append(
                "\(table.path): the rows are not in the order of exercises.json; order them "
                    + catalogOrder.joined(separator: ", "))
        }
        guard table.complete else { return problems }
        var previous: String?
        for exercise in listed {
            defer { previous = exercise.id }
            guard !order.contains(exercise.id) else { continue }
            let place = previous.map { "after the row of `\($0)`" } ?? "as the table's first row"
            problems.append(
                "\(table.path): add the row of `\(exercise.id)` \(place):\n"
                    + Self.row(of: exercise, in: table))
        }
        return problems
    }

    @Test("every exercise table follows exercises.json, and a complete one lacks no exercise")
    func tablesFollowTheCatalog() throws {
        let catalog = try #require(Self.catalog)
        for table in Self.tables {
            let text = try String(
                contentsOf: PackageRoot.url.appendingPathComponent(table.path), encoding: .utf8)
            let problems = Self.problems(in: table, text: text, catalog: catalog)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }

    @Test("a missing, stale or misplaced row is named with the row to write and where")
    func problemsSayWhatToWrite() throws {
        let catalog = try #require(Self.catalog)
        let table = Table(
            path: "Lectures/Lecture2MVVM/README.md", stage: "Lecture2MVVM", language: .en,
            complete: true)
        let mvvm = catalog.exercises(inStage: "Lecture2MVVM")
        let rows = mvvm.map { Self.row(of: $0, in: table) }
        #expect(
            Self.problems(in: table, text: rows.joined(separator: "\n"), catalog: catalog) == [])
        // The second row left out, and the last one's filter gone stale.
        var edited = rows
        edited.remove(at: 1)
        edited[edited.count - 1] = edited[edited.count - 1]
            .replacingOccurrences(of: "--filter 'Lecture2MVVMTests", with: "--filter 'MVVMTests")
        let problems = Self.problems(
            in: table, text: edited.joined(separator: "\n"), catalog: catalog)
        #expect(
            problems == [
                "Lectures/Lecture2MVVM/README.md:\(edited.count): the row of `\(mvvm.last!.id)` "
                    + "differs from Lectures/Lecture2MVVM/exercises.json; write it as\n\(rows.last!)",
                "Lectures/Lecture2MVVM/README.md: add the row of `\(mvvm[1].id)` after the row of "
                    + "`\(mvvm[0].id)`:\n\(rows[1])",
            ])
        let swapped = [rows[1], rows[0]] + rows.dropFirst(2)
        #expect(
            Self.problems(in: table, text: swapped.joined(separator: "\n"), catalog: catalog)
                .first?.contains("not in the order of exercises.json") == true)
    }

    /// The rows under `heading` in the notes at `path`, with their line numbers.
    static func sectionRows(_ heading: String, in path: String) throws -> [(
        line: Int, text: String
    )] {
        let lines = try String(
            contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8
        ).components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        return lines.indices.dropFirst(start + 1).prefix { !lines[$0].hasPrefix("## ") }
            .filter { lines[$0].hasPrefix("| ") }.map { ($0 + 1, lines[$0]) }
    }

    @Test("the Korean concept index points at every exercise the English one does")
    func koreanConceptIndex() throws {
        let catalog = try #require(Self.catalog)
        func ids(in row: String) -> [String] {
            row.matches(of: /`([a-z0-9]+(?:-[a-z0-9]+)+)`/).map { String($0.1) }
                .filter { catalog.exercise($0) != nil }
        }
        let english = try Self.sectionRows("## Concept index", in: "Lectures/README.md")
        let korean = Set(
            try Self.sectionRows("## 개념 색인", in: "Lectures/README.ko.md").flatMap {
                ids(in: $0.text)
            })
        #expect(!english.isEmpty && !korean.isEmpty)
        for (line, row) in english {
            for id in ids(in: row) where !korean.contains(id) {
                Issue.record(
                    """
                    Lectures/README.ko.md's 개념 색인 does not name `\(id)`: add the Korean row of \
                    Lectures/README.md:\(line) (with the write-ups' term in its third column):
                    \(row)
                    """)
            }
        }
    }
}
