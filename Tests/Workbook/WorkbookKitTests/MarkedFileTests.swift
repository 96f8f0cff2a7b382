import Testing

@testable import WorkbookKit

@Suite struct MarkedFileTests {
    static let reference = """
        struct Card {
            static func next() -> Int {
                // BEGIN SOLUTION mvc-next
                counter += 1
                return counter
                // STUB
                //     return 0
                //
                // END SOLUTION
            }
        }
        """

    @Test("parsing and rendering a file gives back the same text")
    func roundTrip() throws {
        let file = try MarkedFile(path: "Card.swift", text: Self.reference)
        #expect(file.text == Self.reference)
        #expect(file.regions.count == 1)
    }

    @Test("a rewrite numbers each region among its exercise's regions in the file, as a place does")
    func rewriteNumbersRegions() throws {
        let text = """
            // BEGIN SOLUTION a
            one
            // STUB
            // _
            // END SOLUTION
            // BEGIN SOLUTION b
            two
            // STUB
            // _
            // END SOLUTION
            // BEGIN SOLUTION a
            three
            // STUB
            // _
            // END SOLUTION
            """
        let file = try MarkedFile(path: "F.swift", text: text)
        var seen: [String] = []
        let rewritten = try file.rewritingNumberedRegions { region, ordinal in
            seen.append("\(region.exerciseID)#\(ordinal)")
            return ordinal == 1 ? Region.startedLines(id: "a", indentation: "", body: ["3"]) : nil
        }
        #expect(seen == ["a#0", "b#0", "a#1"])
        #expect(rewritten.regions.map(\.body) == [["one"], ["two"], ["3"]])
    }

    @Test("a reference region knows its solution, its uncommented stub and its lines")
    func referenceRegion() throws {
        let region = try #require(
            try MarkedFile(path: "Card.swift", text: Self.reference).regions.first)
        #expect(region.exerciseID == "mvc-next")
        #expect(region.firstLine == 3)
        #expect(region.lastLine == 9)
        #expect(region.indentation == "        ")
        #expect(
            region.form
                == .reference(
                    solution: ["        counter += 1", "        return counter"],
                    stub: ["            return 0", ""]))
    }

    @Test("a started region holds the student's lines")
    func startedRegion() throws {
        let text = "a\n    // BEGIN EXERCISE x-y\n    42\n    // END EXERCISE x-y\nb"
        let file = try MarkedFile(path: "F.swift", text: text)
        #expect(file.regions.first?.form == .started(body: ["    42"]))
        #expect(file.text == text)
    }

    @Test(
        "malformed markers are reported with file and line",
        arguments: [
            ("// BEGIN SOLUTION a\nx\n// STUB\n// y", 1, "never closed"),
            ("x\n// STUB", 2, "outside"),
            ("// END SOLUTION", 1, "outside"),
            ("// BEGIN SOLUTION a\nx\n// END SOLUTION", 1, "no `// STUB`"),
            ("// BEGIN SOLUTION a\n// STUB\nlet y = 1\n// END SOLUTION", 3, "must be comments"),
            (
                "// BEGIN SOLUTION a\n// BEGIN SOLUTION b\n// STUB\n// END SOLUTION", 2,
                "do not nest"
            ),
            ("// BEGIN SOLUTION Bad_Id\n// STUB\n// END SOLUTION", 1, "lowercase"),
        ])
    func malformed(text: String, line: Int, words: String) throws {
        let error = try #require(throws: MarkerError.self) {
            try MarkedFile(path: "Bad.swift", text: text)
        }
        #expect(error.line == line)
        #expect(error.description.hasPrefix("Bad.swift:\(line): "))
        #expect(error.message.en.contains(words), "message was: \(error.message.en)")
    }

    @Test(
        "a started region with a deleted marker is damage to repair, kept as text, not an error",
        arguments: [
            ("// BEGIN EXERCISE a\nx", [MarkerDamage.Kind.unclosed], [1]),
            ("x\n// END EXERCISE a", [.unopened], [2]),
            ("// BEGIN EXERCISE a\n// END EXERCISE b", [.unclosed, .unopened], [1, 2]),
            ("// BEGIN EXERCISE a\nx\n// BEGIN EXERCISE b\ny\n// END EXERCISE b", [.unclosed], [1]),
        ])
    func damaged(text: String, kinds: [MarkerDamage.Kind], lines: [Int]) throws {
        let file = try MarkedFile(path: "Damaged.swift", text: text)
        #expect(file.damage.map(\.kind) == kinds)
        #expect(file.damage.map(\.line) == lines)
        #expect(file.text == text, "Damaged lines must be kept exactly, so nothing is lost.")
        #expect(
            file.damage.first?.description.contains(
                "Fix (your code is backed up first): swift run workbook restore"
                    + " \(file.damage.first?.exerciseID ?? "")") == true)
    }
}
