import Foundation
import Testing

/// Keeps the concept index in `Lectures/README.md` honest: every exercise it names exists, every
/// exercise appears in it, every link in it leads to a file (and heading) that exists, a row
/// points at an exercise only if that exercise declares the row's construct in its `teaches`, and
/// a row that points at a test file calls it a tested demo.
///
/// It reads the files directly, with Foundation only, so that it does not depend on how the
/// workbook tool models exercises.
@Suite struct ConceptIndexTests {
    /// The package root.
    private static let root = PackageRoot.url

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
        Set(try teachesByExercise().keys)
    }

    /// Every exercise of every `Lectures/<Stage>/exercises.json`, with the constructs its
    /// `teaches` declares (none if it declares none).
    private static func teachesByExercise() throws -> [String: [String]] {
        let stages = try FileManager.default.contentsOfDirectory(atPath: lectures.path)
        var teaches: [String: [String]] = [:]
        for stage in stages {
            let file = lectures.appendingPathComponent(stage).appendingPathComponent(
                "exercises.json")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
            for entry in entries as? [[String: Any]] ?? [] {
                if let id = entry["id"] as? String {
                    teaches[id] = entry["teaches"] as? [String] ?? []
                }
            }
        }
        return teaches
    }

    /// A row's cells, outer pipes dropped: the concept first, the place it is taught last.
    private static func cells(of row: String) -> [String] {
        row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The pieces of code written in backticks in `text`, such as `` `if let` ``.
    private static func codeSpans(in text: String) -> [String] {
        text.matches(of: /`([^`]+)`/).map { String($0.1) }
    }

    /// Whether a construct the index writes and one an exercise declares name the same code: one
    /// contains the other, so the row may quote it in context (`touchCard(_ sender:)` for `_ sender`).
    static func construct(_ written: String, matches declared: String) -> Bool {
        written.contains(declared) || declared.contains(written)
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
        let teaches = try Self.teachesByExercise()
        #expect(!teaches.isEmpty)
        for id in teaches.keys.sorted() where !named.contains(id) {
            let constructs = (teaches[id] ?? []).map { "`\($0)`" }.joined(separator: ", ")
            Issue.record(
                """
                Add `\(id)` to the concept index in Lectures/README.md (and its Korean row to \
                Lectures/README.ko.md): a row `| <the concept, naming in backticks one of its \
                "teaches": \(constructs)> | <L2 or L4> | `\(id)` |` among its lecture's rows.
                """)
        }
    }

    @Test("a row points at an exercise only if the exercise declares the row's construct")
    func rowsPointAtExercisesThatTeachThem() throws {
        let teaches = try Self.teachesByExercise()
        let rows = try Self.indexRows()
        #expect(!rows.isEmpty)
        for row in rows {
            let cells = Self.cells(of: row)
            let written = Self.codeSpans(in: cells.first ?? "")
            for id in Self.exerciseIDs(in: cells.last ?? "") {
                guard let declared = teaches[id] else { continue }  // namedExercisesExist says so
                let taught = written.contains { piece in
                    declared.contains { Self.construct(piece, matches: $0) }
                }
                if !taught {
                    Issue.record(
                        """
                        `\(id)` declares none of the constructs this row writes in backticks \
                        (\(written.map { "`\($0)`" }.joined(separator: ", "))); it teaches \
                        \(declared.map { "`\($0)`" }.joined(separator: ", ")). Write one of those in the \
                        row's concept, or point the row elsewhere: \(row)
                        """)
                }
            }
        }
    }

    @Test("every lecture a row names is one whose exercise, test or notes the row points at")
    func namedLecturesArePointedAt() throws {
        // The lecture column's names, with the id prefix and the folder of each lecture's stage.
        let lectures = [
            "MVC": ("mvc-", "Lecture2MVC"), "MVVM": ("mvvm-", "Lecture2MVVM"),
            "L4": ("l4-", "Lecture4EnumsOptionals"),
        ]
        for row in try Self.indexRows() {
            let cells = Self.cells(of: row).filter { !$0.isEmpty }
            guard cells.count >= 3 else { continue }
            let place = cells[cells.count - 1]
            let ids = Self.exerciseIDs(in: place)
            let links = Self.links(in: place)
            for name in cells[cells.count - 2].split(separator: ",") {
                let name = name.trimmingCharacters(in: .whitespaces)
                guard let (prefix, folder) = lectures[name] else {
                    Issue.record(
                        "The lecture column names \"\(name)\", not MVC, MVVM or L4: \(row)")
                    continue
                }
                // A folder name followed by `/` or `Tests/`, so `Lecture2MVC` is not `Lecture2MVVM`.
                let pointed =
                    ids.contains { $0.hasPrefix(prefix) }
                    || links.contains {
                        $0.contains("\(folder)/") || $0.contains("\(folder)Tests/")
                    }
                if !pointed {
                    Issue.record(
                        """
                        The row says \(name) teaches it, but points at no \(prefix)… exercise, \
                        \(folder) test or \(folder) notes: point at where \(name) teaches it, or \
                        drop \(name): \(row)
                        """)
                }
            }
        }
    }

    @Test("a row that points at a test file calls it a tested demo")
    func testFilesAreMarkedAsDemos() throws {
        for row in try Self.indexRows() {
            let place = Self.cells(of: row).last ?? ""
            let pointsAtTests = Self.links(in: place).contains { $0.hasPrefix("../Tests/") }
            if pointsAtTests && !place.contains("tested demo") {
                Issue.record("Mark the test file this row points at as a \"tested demo\": \(row)")
            }
        }
    }

    @Test(
        "a construct matches when one text contains the other",
        arguments: [
            ("touchCard(_ sender:)", "_ sender", true),
            ("if let", "if let", true),
            ("indices", "cardButtons.indices", true),
            ("@escaping", "self.action = action", false),
            ("Int(arc4random_uniform(UInt32(n)))", "Int(arc4random_uniform(UInt32(self)))", false),
        ])
    func constructMatching(written: String, declared: String, matches: Bool) {
        #expect(Self.construct(written, matches: declared) == matches)
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
