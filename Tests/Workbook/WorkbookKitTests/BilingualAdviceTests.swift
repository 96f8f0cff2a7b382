import Foundation
import Testing

@testable import WorkbookKit

/// Every failure message of a stage's tests is written in both languages, with
/// `advice(en:ko:)` from `TestSupport`, so a Korean student reads a failing test's advice in
/// Korean. A message given as a bare string literal would reach them in English only.
@Suite struct BilingualAdviceTests {

    /// Where a call that records a failure passes its message as a bare string literal: the
    /// 1-based lines of those literals in the Swift source `text`.
    ///
    /// The calls are `#expect(`, `#require(` and `Issue.record(`; an argument that is nothing but
    /// one string literal (interpolations included) is such a message. An expectation with no
    /// message is fine: the failure shows the expression. Comments and strings are skipped with
    /// the tool's own scanner, so a call written inside either does not count.
    static func englishOnlyMessages(in text: String) -> [Int] {
        let characters = Array(text)
        let isCode = SwiftCode.mask(text)
        let calls = ["#expect(", "#require(", "Issue.record("].map { Array($0) }
        var lines: [Int] = []
        var index = 0
        while index < characters.count {
            guard isCode[index],
                let call = calls.first(where: { call in
                    index + call.count <= characters.count
                        && Array(characters[index..<index + call.count]) == call
                })
            else {
                index += 1
                continue
            }
            let (arguments, end) = topLevelArguments(
                of: characters, isCode: isCode, from: index + call.count)
            for argument in arguments {
                let filled = argument.filter { !characters[$0].isWhitespace }
                guard let first = filled.first,
                    characters[first] == "\"" || characters[first] == "#",
                    filled.allSatisfy({ !isCode[$0] })
                else { continue }
                lines.append(characters[..<first].count { $0 == "\n" } + 1)
            }
            index = end
        }
        return lines
    }

    /// The positions of each top-level argument of the call whose `(` ends just before `start`,
    /// and the position just after its `)`.
    private static func topLevelArguments(
        of characters: [Character], isCode: [Bool], from start: Int
    ) -> ([Range<Int>], Int) {
        var arguments: [Range<Int>] = []
        var argumentStart = start
        var depth = 0
        var position = start
        while position < characters.count {
            defer { position += 1 }
            guard isCode[position] else { continue }
            switch characters[position] {
            case "(", "[", "{":
                depth += 1
            case ")" where depth == 0:
                arguments.append(argumentStart..<position)
                return (arguments, position + 1)
            case ")", "]", "}":
                depth -= 1
            case "," where depth == 0:
                arguments.append(argumentStart..<position)
                argumentStart = position + 1
            default:
                break
            }
        }
        arguments.append(argumentStart..<characters.count)
        return (arguments, characters.count)
    }

    @Test("a bare string literal as a message is found, with its line")
    func findsBareLiterals() {
        let text = """
            #expect(card.isFaceUp, "Turn it face up.")
            #expect(
                cards.count == 2 * pairs,
                "\\(pairs) pairs need \\(2 * pairs) cards.")
            try #require(game.cards.count == 6, "Three pairs make six cards.")
            Issue.record("seed \\(seed): \\(problem)")
            Issue.record(
                \"""
                Two lines \\
                of English.
                \""")
            """
        #expect(Self.englishOnlyMessages(in: text) == [1, 4, 5, 6, 8])
    }

    @Test("bilingual messages, no message, and calls inside comments and strings are fine")
    func ignoresWhatIsNotAnEnglishOnlyMessage() {
        let text = """
            #expect(card.isFaceUp, advice(en: "Turn it face up.", ko: "앞면으로 뒤집습니다."))
            #expect(card.title == "🐶")
            #expect(["a, b", "c)"].contains(title), example.why.comment)
            #expect(processExitsWith: .failure) { _ = Concentration(numberOfPairsOfCards: -1) }
            Issue.record(advice(Advice(en: "One.", ko: "하나."), problem))
            // #expect(card.isFaceUp, "in a comment")
            let note = "#expect(x, \\"in a string\\")"
            """
        #expect(Self.englishOnlyMessages(in: text).isEmpty)
    }

    @Test("every failure message of every stage's tests has its Korean beside its English")
    func stageTestsAreBilingual() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let workspace = try Workspace.locate(from: here)
        var englishOnly: [String] = []
        for stage in workspace.stages {
            let folder = "Tests/\(stage)Tests"
            for file in FileList.regularFiles(in: workspace.url(folder))
            where file.hasSuffix(".swift") {
                let path = "\(folder)/\(file)"
                let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
                englishOnly += Self.englishOnlyMessages(in: text).map { "\(path):\($0)" }
            }
        }
        #expect(
            englishOnly.isEmpty,
            """
            These failure messages are English only; write each as \
            `advice(en: "…", ko: "…")` (see docs/authoring-exercises.md):
            \(englishOnly.joined(separator: "\n"))
            """)
    }
}
