import Foundation
import Testing

@testable import WorkbookKit

/// The ladder: `check` says what the tests want, and the hints, asked for one by one, say how. So
/// no advice an exercise's tests or compile checks can give names a construct of its `teaches`
/// that neither its title nor its first hint names: the first check of a stub gives away no more
/// than hint 1.
///
/// Read from the sources, not from a run: every advice text of the exercise's suites (each
/// `en:` string) and every compile check's teaching. What a first check prints is a part of these,
/// so holding all of them holds it, at no cost of a build; it also keeps a later check (a wrong
/// answer, not a stub) from answering before the hints do.
@Suite struct AdviceLadderTests {
    @Test("no advice names a construct the exercise teaches before its title or hint 1 does")
    func adviceKeepsToHintOne() throws {
        let catalog = try RepositoryTests.catalog()
        var checked = 0
        for exercise in catalog.exercises {
            let named = exercise.title + "\n" + (exercise.hints.first ?? "")
            let heldBack = exercise.teaches.filter { !named.contains($0) }
            var texts: [(place: String, text: String)] = []
            for file in try Self.suiteFiles(of: exercise, in: catalog) {
                let source = try String(contentsOf: catalog.workspace.url(file), encoding: .utf8)
                texts += Self.englishAdvice(in: source).map { ("\(file):\($0.line)", $0.text) }
            }
            for check in catalog.compileChecks(of: exercise.id) {
                texts.append((check.path, check.teaching.en))
                #expect(
                    check.teaching.ko.unicodeScalars.contains {
                        (0xAC00...0xD7A3).contains($0.value)
                    } == true,
                    "\(check.path): give the teaching in Korean too, on a `// teaches-ko:` line")
            }
            #expect(!texts.isEmpty, "\(exercise.id): no advice found in its suites")
            for (place, text) in texts {
                checked += 1
                for span in Self.codeSpans(in: text) {
                    for construct in heldBack where span.contains(construct) {
                        Issue.record(
                            "\(place): \(exercise.id)'s advice names `\(construct)` (in `\(span)`), which neither its title nor hint 1 names: say what the tests want, and leave the construct to the hints"
                        )
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    @Test("the reader finds one-line and multi-line advice, and its code spans")
    func reader() {
        let source = #"""
            #expect(x, advice(en: "Use `a.b` here.", ko: "…"))
            advice(
                en: """
                    Two \
                    lines with `willSet`.
                    """,
                ko: "…")
            """#
        let found = Self.englishAdvice(in: source)
        #expect(found.map(\.line) == [1, 3])
        #expect(Self.codeSpans(in: found.map(\.text).joined()) == ["a.b", "willSet"])
    }

    /// The files of the stage's tests that declare or extend one of `exercise`'s suites.
    static func suiteFiles(of exercise: Exercise, in catalog: Catalog) throws -> [String] {
        let folder = "Tests/\(exercise.stage)Tests"
        let files = try FileManager.default.contentsOfDirectory(
            atPath: catalog.workspace.url(folder).path
        ).filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { "\(folder)/\($0)" }.filter { file in
            let text = try String(contentsOf: catalog.workspace.url(file), encoding: .utf8)
            return exercise.suites.contains {
                text.contains("struct \($0) ") || text.contains("extension \($0) ")
            }
        }
    }

    /// Each `en:` string literal of `source`, one-line or multi-line, with its 1-based line.
    static func englishAdvice(in source: String) -> [(line: Int, text: String)] {
        let pattern = #/en:\s*(?:"""(?<block>[\s\S]*?)"""|"(?<line>(?:[^"\\\n]|\\.)*)")/#
        return source.matches(of: pattern).map { match in
            let line = source[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
            return (line, String(match.output.block ?? match.output.line ?? ""))
        }
    }

    /// The text between each pair of backticks.
    static func codeSpans(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
