import Foundation
import Testing

@testable import WorkbookKit

/// A failing test's advice says what is wrong and which idea of the lecture fixes it; the code
/// of the answer belongs to `hint`, which the student asks for. So no advice text, English or
/// Korean, quotes a statement or an expression of a solution region.
///
/// A *quote* is a stretch of the advice that, token by token (whitespace ignored), is code a
/// stage's solution regions write and the rest of that stage's code does not (a signature the
/// stub or the given code already shows gives nothing away), and that is more than names: it
/// holds an operator, a call or a subscript, not only identifiers joined by dots. It counts when
/// it is 12 or more characters long (`flipCount += 1`), or when it is a whole code span of the
/// advice however short (`` `= nil` ``). A function's name with its labels (`firstIndex(where:)`)
/// is a name: the lecture's idea, not the student's line; a call, even `toggle()`, is code.
@Suite struct AdviceWithoutAnswersTests {

    /// Code as the comparison sees it: its tokens (identifiers and numbers whole, every other
    /// character alone), with the positions where each token occurs.
    struct Code {
        var tokens: [String]
        var positions: [String: [Int]] = [:]

        init(tokens: [String]) {
            self.tokens = tokens
            for (position, token) in tokens.enumerated() {
                positions[token, default: []].append(position)
            }
        }

        /// The length of the longest run of `tokens` from `start` that this code writes.
        func longestRun(of other: [String], from start: Int) -> Int {
            var longest = 0
            for position in positions[other[start]] ?? [] {
                var length = 0
                while start + length < other.count, position + length < tokens.count,
                    other[start + length] == tokens[position + length]
                {
                    length += 1
                }
                longest = max(longest, length)
            }
            return longest
        }

        /// Whether this code writes `run`, token after token.
        func contains(_ run: [String]) -> Bool {
            guard let first = run.first else { return false }
            return (positions[first] ?? []).contains { position in
                position + run.count <= tokens.count
                    && Array(tokens[position..<position + run.count]) == run
            }
        }
    }

    /// A token no code writes: it stands for a separation (between regions, or where an advice
    /// text interpolates a value), so no run crosses it.
    static let separator = "\u{1}"

    /// The tokens of `text`: each identifier, keyword or number whole, any other character other
    /// than whitespace alone. A word of another script is a token of its own, so a Korean
    /// particle written after code (`numberOfPairsOfCards의`) leaves the code's last token whole.
    static func tokens(_ text: some StringProtocol) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in text {
            if isWordCharacter(character) {
                if let last = word.last, last.isASCII != character.isASCII {
                    tokens.append(word)
                    word = ""
                }
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word) }
            word = ""
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `text` without its comments; string literals stay, since an answer can be one.
    static func withoutComments(_ text: String) -> String {
        var characters = Array(text)
        for span in SwiftCode.spans(in: text) where span.kind == .comment {
            for position in span.range where characters[position] != "\n" {
                characters[position] = " "
            }
        }
        return String(characters)
    }

    /// The solution code of one stage's source files, and the code a student is given anyway
    /// (outside the regions, and the stubs).
    static func code(of files: [MarkedFile]) -> (solution: Code, given: Code) {
        var solution: [String] = []
        var given: [String] = []
        for file in files {
            for segment in file.segments {
                switch segment {
                case .text(let lines):
                    given += tokens(withoutComments(lines.joined(separator: "\n")))
                case .region(let region):
                    guard case .reference(let answer, let stub) = region.form else { continue }
                    solution += tokens(withoutComments(answer.joined(separator: "\n")))
                    solution.append(separator)
                    let uncommented = stub.map { Marker.uncomment($0) ?? $0 }
                    given += tokens(withoutComments(uncommented.joined(separator: "\n")))
                }
                given.append(separator)
            }
        }
        return (Code(tokens: solution), Code(tokens: given))
    }

    /// Whether `run` only names something: identifiers joined by dots, perhaps with argument
    /// labels (`firstIndex(where:)`, `listView(_:textForRowAt:)`, or a piece of one), but no
    /// operator, argument or call (`toggle()` calls).
    static func isName(_ run: [String]) -> Bool {
        var rest = run[...]
        func isWord(_ token: String?) -> Bool { token?.allSatisfy(isWordCharacter) ?? false }
        while let first = rest.first, first == "." || isWord(first) { rest.removeFirst() }
        if rest.first == "(" {
            rest.removeFirst()
            if rest.first == ")" { return false }
        }
        var labels = 0
        while true {
            if rest.first == ":" {
                rest.removeFirst()
            } else if rest.count >= 2, isWord(rest.first), rest.dropFirst().first == ":" {
                rest.removeFirst(2)
            } else {
                break
            }
            labels += 1
        }
        if labels > 0, rest.first == ")" { rest.removeFirst() }
        return rest.isEmpty
    }

    /// The text a student reads from the string literal `literal` (delimiters included):
    /// interpolations become `separator`, escapes their characters.
    static func readableText(ofLiteral literal: String) -> String {
        var body = Substring(literal)
        let delimiter = body.hasPrefix("\"\"\"") ? "\"\"\"" : "\""
        body = body.dropFirst(delimiter.count)
        if body.hasSuffix(delimiter) { body = body.dropLast(delimiter.count) }
        let characters = Array(body)
        var text = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "\\", index + 1 < characters.count else {
                text.append(characters[index])
                index += 1
                continue
            }
            let next = characters[index + 1]
            if next == "(" {
                var depth = 0
                var close = index + 1
                while close < characters.count {
                    if characters[close] == "(" { depth += 1 }
                    if characters[close] == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                text += " \(separator) "
                index = close + 1
            } else {
                text.append(next == "n" || next == "t" || next.isNewline ? " " : next)
                index += 2
            }
        }
        return text
    }

    /// Every advice text of the Swift source `text`: the string literals given as `en:` or `ko:`
    /// (of `advice(en:ko:)` and `Advice(en:ko:)`), with their 1-based lines and the label.
    static func adviceTexts(in text: String) -> [(line: Int, language: String, text: String)] {
        let characters = Array(text)
        var found: [(line: Int, language: String, text: String)] = []
        for span in SwiftCode.spans(in: text) where span.kind == .string {
            var before = span.range.lowerBound - 1
            while before >= 0, characters[before].isWhitespace { before -= 1 }
            guard before >= 2, characters[before] == ":" else { continue }
            let label = String(characters[before - 2..<before])
            guard ["en", "ko"].contains(label),
                before < 3 || !isWordCharacter(characters[before - 3])
            else { continue }
            let line = characters[..<span.range.lowerBound].count { $0 == "\n" } + 1
            let literal = String(characters[span.range])
            found.append((line, label, readableText(ofLiteral: literal)))
        }
        return found
    }

    /// The quotes of `solution` in the advice text `text` (see the suite's description).
    static func quotes(in text: String, solution: Code, given: Code) -> [String] {
        let advice = tokens(text)
        var quotes: [String] = []
        for start in advice.indices {
            let length = solution.longestRun(of: advice, from: start)
            guard length > 0 else { continue }
            let run = Array(advice[start..<start + length])
            if run.joined().count >= 12, !isName(run), !given.contains(run) {
                quotes.append(run.joined(separator: " "))
            }
        }
        for (offset, piece) in text.split(separator: "`", omittingEmptySubsequences: false)
            .enumerated() where offset % 2 == 1
        {
            let span = tokens(piece)
            if !isName(span), solution.contains(span), !given.contains(span) {
                quotes.append(span.joined(separator: " "))
            }
        }
        return quotes
    }

    // MARK: - The rule on small examples

    static func example() throws -> (solution: Code, given: Code) {
        code(of: [
            try MarkedFile(
                path: "Sources/Stage/Game.swift",
                text: """
                    struct Game {
                        var cards: [Card] = []
                        var indexOfOneAndOnlyFaceUpCard: Int?
                        mutating func choose(_ card: Card) {
                            // BEGIN SOLUTION example
                            // Remember nothing: two cards are up.
                            if let chosen = cards.firstIndex(where: { $0.id == card.id }) {
                                cards.shuffle(using: &generator)
                                flipCount += 1
                                cards[chosen].isFaceUp.toggle()
                                indexOfOneAndOnlyFaceUpCard = nil
                            }
                            // STUB
                            // _ = card
                            // END SOLUTION
                        }
                    }
                    """)
        ])
    }

    @Test(
        "a statement or expression of a solution is a quote",
        arguments: [
            "Shuffle with `cards.shuffle(using: &generator)`.",
            "Shuffle with cards.shuffle(using: &generator).",
            "Count with `flipCount  +=  1`.",
            "Forget the index: `= nil`.",
            "Turn it over with `isFaceUp.toggle()`.",
            "Find it: `cards.firstIndex(where: { $0.id == card.id })`.",
            "카드를 `cards.shuffle(using: &generator)`로 섞습니다.",
            "카드를 flipCount += 1로 셉니다.",
        ])
    func findsQuotes(advice: String) throws {
        let (solution, given) = try Self.example()
        #expect(!Self.quotes(in: advice, solution: solution, given: given).isEmpty)
    }

    @Test(
        "names, labels, prose and code the student is given are no quotes",
        arguments: [
            "Count the flips in `flipCount`.",
            "Use `indexOfOneAndOnlyFaceUpCard`, and `firstIndex(where:)` to find the card.",
            "Ask `listView(_:textForRowAt:)` for each row, or `cards.firstIndex(where:)`.",
            "Shuffle with `shuffle(using:)` and the game's generator.",
            "Remember no card once two are face up: two cards are up.",
            "The game keeps `var cards: [Card] = []`.",
            "Compare `card.id` with the chosen card's.",
        ])
    func allowsNamesAndGivenCode(advice: String) throws {
        let (solution, given) = try Self.example()
        #expect(Self.quotes(in: advice, solution: solution, given: given).isEmpty)
    }

    @Test("advice texts are read from en: and ko: literals, interpolations left out")
    func readsAdviceTexts() {
        let text = #"""
            #expect(ok, advice(en: "Use `x += 1`.", ko: "`x += 1`을 씁니다."))
            let why = Advice(
                en: """
                    \(count) cards: \
                    "two" each.
                    """,
                ko: "카드 \(count)장.")
            let seen = ["en: not a label", token: "x"]
            """#
        let texts = Self.adviceTexts(in: text)
        #expect(texts.map(\.line) == [1, 1, 3, 7])
        #expect(texts.map(\.language) == ["en", "ko", "en", "ko"])
        #expect(texts[0].text == "Use `x += 1`.")
        #expect(
            Self.tokens(texts[2].text) == [
                Self.separator, "cards", ":", "\"", "two", "\"", "each", ".",
            ])
    }

    // MARK: - The rule over every stage

    @Test("no advice text of a stage's tests quotes a statement of that stage's solutions")
    func stageAdviceQuotesNoSolution() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let workspace = try Workspace.locate(from: here)
        var found: [String] = []
        var texts = 0
        for stage in workspace.stages {
            let files = try workspace.sourceFiles()
                .filter { $0.hasPrefix("Sources/\(stage)/") }
                .map { path in
                    try MarkedFile(
                        path: path,
                        text: String(contentsOf: workspace.url(path), encoding: .utf8))
                }
            let (solution, given) = Self.code(of: files)
            let folder = "Tests/\(stage)Tests"
            for file in FileList.regularFiles(in: workspace.url(folder))
            where file.hasSuffix(".swift") {
                let path = "\(folder)/\(file)"
                let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
                for advice in Self.adviceTexts(in: text) {
                    texts += 1
                    let quotes = Self.quotes(in: advice.text, solution: solution, given: given)
                    guard let longest = quotes.max(by: { $0.count < $1.count }) else { continue }
                    found.append("\(path):\(advice.line) (\(advice.language)): \(longest)")
                }
            }
        }
        #expect(texts > 500, "the advice texts were not found: \(texts)")
        #expect(
            found.isEmpty,
            """
            \(found.count) advice texts quote a solution; say what is wrong and which idea of \
            the lecture fixes it, and leave the code to `swift run workbook hint <id>`:
            \(found.joined(separator: "\n"))
            """)
    }
}
