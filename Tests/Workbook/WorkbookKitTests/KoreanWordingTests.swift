import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// One word for each thing, in every Korean text a student reads: the glossary's term and not its
/// rivals (read across line breaks, as a reader reads a paragraph), one rendering of each status,
/// no English clause inside a Korean sentence, and one sentence form in each list of hints.
@Suite struct KoreanWordingTests {
    private static let root = PackageRoot.url

    // MARK: - Reading the Korean texts

    /// A Korean text and where it comes from.
    struct Text {
        var place: String
        var text: String
    }

    private static func read(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The files below `folder` whose name ends in `suffix`, as paths from the root.
    private static func files(under folder: String, endingIn suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(atPath: base.path)
        return (walker?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(suffix) }.map { "\(folder)/\($0)" }.sorted()
    }

    private static func hasHangul(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// A page's paragraphs with their line breaks joined, as Markdown renders them: a term that a
    /// line break splits ("참고⏎코드") reads as one. A quote's or a list's marker on the next line
    /// is dropped with the break.
    static func paragraphs(of page: String) -> [String] {
        page.components(separatedBy: "\n\n").map { paragraph in
            paragraph.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in
                    line.drop { $0 == " " || $0 == ">" }
                }
                .joined(separator: " ")
        }
    }

    /// Every Korean text a student reads: the Korean pages by paragraph, the Korean side of every
    /// exercise, the Korean lines of the tool's sources, the stages' tests (advice) and compile
    /// checks. A Swift string that goes on past a line (`\` at its end) is joined like a paragraph.
    static func koreanTexts() throws -> [Text] {
        var texts: [Text] = []
        for page in KoreanNotesTests.koreanPages where page != glossary {
            for paragraph in paragraphs(of: read(page)) where hasHangul(paragraph) {
                texts.append(Text(place: page, text: paragraph))
            }
        }
        for file in files(under: "Lectures", endingIn: "exercises.json") {
            let exercises = try JSONDecoder().decode(
                [ExerciseText].self, from: Data(read(file).utf8))
            for exercise in exercises {
                for text in exercise.korean {
                    texts.append(Text(place: "\(file), \(exercise.id)", text: text))
                }
            }
        }
        for file in files(under: "Lectures", endingIn: "tests.ko.json") {
            let names = try JSONDecoder().decode([String: String].self, from: Data(read(file).utf8))
            for (test, name) in names {
                texts.append(Text(place: "\(file), \(test)", text: name))
            }
        }
        let swiftFiles =
            files(under: "Sources/WorkbookTool", endingIn: ".swift")
            + files(under: "Tests", endingIn: ".swift").filter { !$0.hasPrefix("Tests/Workbook/") }
        for file in swiftFiles {
            let joined = read(file).replacingOccurrences(
                of: #"\\\n\s*"#, with: " ", options: .regularExpression)
            for (number, line) in joined.components(separatedBy: "\n").enumerated()
            where hasHangul(line) {
                texts.append(Text(place: "\(file):\(number + 1)", text: line))
            }
        }
        return texts
    }

    /// An exercise's Korean text, however much of it there is.
    private struct ExerciseText: Decodable {
        struct Korean: Decodable {
            var title: String?
            var concept: String?
            var stubEffect: String?
            var hints: [String]?
            var rules: [String: String]?
        }
        var id: String
        var translations: [String: Korean]?

        var korean: [String] {
            guard let ko = translations?["ko"] else { return [] }
            return [ko.title, ko.concept, ko.stubEffect].compactMap { $0 } + (ko.hints ?? [])
                + (ko.rules ?? [:]).values.sorted()
        }
    }

    private static let glossary = "Lectures/glossary.ko.md"

    // MARK: - One word for each thing

    /// A word the Korean edition does not use, and the word it uses instead: the glossary's term,
    /// or for a word that is no word at all (바꿔치다), plain Korean.
    struct Rival: CustomTestStringConvertible {
        var word: String
        var glossaryWord: String
        var isTerm = true
        var testDescription: String { "\(word) → \(glossaryWord)" }
    }

    /// The words that have slipped in before, each beside the glossary's term.
    static let rivals: [Rival] = [
        Rival(word: "참고 코드", glossaryWord: "기준 코드"),
        Rival(word: "요소", glossaryWord: "원소"),
        Rival(word: "쌍", glossaryWord: "짝"),
        Rival(word: "아울렛", glossaryWord: "아웃렛"),
        Rival(word: "익스텐션", glossaryWord: "확장"),
        Rival(word: "이름공간", glossaryWord: "네임스페이스"),
        Rival(word: "바꿔치", glossaryWord: "갈아 끼우다", isTerm: false),
    ]

    /// A page another change is rewriting, with the rival words it still has; remove the entry
    /// once that page says the glossary's word.
    static let pending: [String: Set<String>] = [:]

    @Test("a term split by a line break is read as one")
    func paragraphsJoinLines() {
        let page = "`restore <id>`는 참고\n코드를 되돌려 놓습니다.\n\n> 인용문의\n> 참고 코드"
        let paragraphs = Self.paragraphs(of: page)
        #expect(paragraphs.count == 2)
        #expect(paragraphs.allSatisfy { $0.contains("참고 코드") })
    }

    @Test(
        "the glossary names each term the edition uses instead of a rival",
        arguments: rivals.filter(\.isTerm))
    func glossaryHasTheTerm(_ rival: Rival) {
        let rows = Self.read(Self.glossary).split(separator: "\n").filter { $0.hasPrefix("|") }
        let korean = rows.compactMap { $0.split(separator: "|").dropFirst().first }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            korean.contains { $0.contains(rival.glossaryWord) }
                || Self.read(Self.glossary).contains(rival.glossaryWord),
            "Lectures/glossary.ko.md has no row for \(rival.glossaryWord).")
    }

    @Test("every Korean text uses the glossary's term, not its rival", arguments: rivals)
    func noRival(_ rival: Rival) throws {
        let texts = try Self.koreanTexts()
        #expect(texts.count > 500, "Expected the Korean texts, found \(texts.count).")
        let offenders = texts.filter { text in
            text.text.contains(rival.word)
                && !(Self.pending[text.place]?.contains(rival.word) ?? false)
        }
        #expect(
            offenders.map { "\($0.place): \($0.text.prefix(120))" } == [],
            "Write \(rival.glossaryWord), the glossary's word, instead of \(rival.word).")
    }

    @Test("the glossary gives the write-ups' own spellings, ones they really use")
    func glossaryWriteUpSpellings() {
        let glossary = Self.read(Self.glossary)
        #expect(glossary.contains("| namespace | 네임스페이스 | namespace |"))
        #expect(glossary.contains("| factory | 팩토리 | `identifierFactory` |"))
        #expect(glossary.contains("| element | 원소 |"))
        #expect(glossary.contains("| pair (of cards) | 짝 |"))
    }

    // MARK: - One rendering per status

    @Test("'not started' is one Korean word in list, in the summary line and in the verdict")
    func notStartedIsOneWord() throws {
        let word = Messages.status(.notStarted).ko
        #expect(
            Messages.summaryParts(passed: 0, failed: 0, notChecked: 0, notStarted: 2)
                .notStarted.ko == "2개 \(word)")
        #expect(Messages.passed(3, notStarted: true).ko.hasPrefix("\(word):"))
        #expect(Messages.passed(3, notStarted: true).en.hasPrefix("not started:"))
        let others = ["시작 안 함", "시작하지 않음", "시작 안함", "미시작"]
        let offenders = try Self.koreanTexts().filter { text in
            others.contains { text.text.contains($0) }
        }
        #expect(offenders.map(\.place) == [], "Write '\(word)' for an exercise not started.")
    }

    // MARK: - No English clause inside a Korean sentence

    /// Three English words in a row, where the code spans, quoted names, interpolations, commands
    /// and the English side of a message are taken out.
    static func englishClause(in line: String) -> String? {
        var prose = line
        for pattern in [
            #"en:\s*"[^"]*""#, #""[^"가-힣]*\\n"#, #"`[^`]*`"#, #"'[^']*'"#, #"\\\([^)]*\)+"#,
            #"swift run .*$"#, #"static (let|func|var) \w+"#, #"^\s*//.*$"#,
        ] {
            prose = prose.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        guard
            let range = prose.range(
                of: #"(?<![\w.\-/<])[A-Za-z]{2,}(?: [A-Za-z]{2,}){2,}"#, options: .regularExpression
            )
        else { return nil }
        return String(prose[range])
    }

    @Test("the finder sees an English clause in a Korean sentence, and not code or commands")
    func englishClauseFinder() {
        #expect(Self.englishClause(in: #"ko: "다른 명령(one that has just started)이 씁니다""#) != nil)
        #expect(Self.englishClause(in: #"ko: "다음: swift run workbook hint \(id)""#) == nil)
        #expect(
            Self.englishClause(in: #""--lang needs a value: en or ko.\n--lang에는: en 또는 ko.""#)
                == nil)
        #expect(
            Self.englishClause(in: #"static let done = Localized(en: "it is done", ko: "끝")"#)
                == nil)
        #expect(Self.englishClause(in: "ko: \"`if let data = hello`로 씁니다\"") == nil)
    }

    @Test("no Korean message of the tool has an English clause inside it")
    func noEnglishClauseInToolMessages() {
        let offenders = Self.files(under: "Sources/WorkbookTool", endingIn: ".swift")
            .flatMap { file in
                Self.read(file).components(separatedBy: "\n").enumerated().compactMap {
                    number, line -> String? in
                    guard Self.hasHangul(line), let clause = Self.englishClause(in: line) else {
                        return nil
                    }
                    return "\(file):\(number + 1): \(clause)"
                }
            }
        #expect(offenders == [])
    }

    @Test(
        "the lock's wait names its holder in the student's language, even one that has just begun")
    func lockHolderInKorean() {
        let holder = WorkbookLock.holder(writing: "start\(WorkbookLock.holderSeparator)4242")
        #expect(holder.en == "start, process 4242")
        #expect(holder.ko == "start, 프로세스 4242")
        let unknown = WorkbookLock.holder(writing: "")
        #expect(unknown.en == "one that has just started")
        #expect(Self.englishClause(in: "ko: \"\(Messages.waitingForLock(unknown).ko)\"") == nil)
        #expect(
            Self.englishClause(
                in: "ko: \"\(Messages.stillWriting(unknown, seconds: 30, command: "start").ko)\"")
                == nil)
    }

    // MARK: - One sentence form per list

    /// The sentences of a hint that tell the student what to do in the -ㅂ니다 form: no topic or
    /// subject before the verb (the student is the one who acts) and an object (을/를) it acts on.
    static func declarativeInstructions(in hint: String) -> [String] {
        let prose = hint.replacingOccurrences(
            of: #"`[^`]*`"#, with: "코드", options: .regularExpression)
        return prose.components(separatedBy: .init(charactersIn: ".:!?")).compactMap { sentence in
            let sentence = sentence.trimmingCharacters(in: .whitespaces)
            let doing = #"(?:추가|호출|바인딩|선언|작성|반환)합니다$|(?:바꿉|씁|줍|뒤집습|넣습|만듭|돌려줍)니다$"#
            guard sentence.range(of: doing, options: .regularExpression) != nil,
                sentence.range(of: #"[을를] "#, options: .regularExpression) != nil,
                sentence.range(of: #"[은는이가] "#, options: .regularExpression) == nil
            else { return nil }
            return sentence
        }
    }

    @Test("the sentence-form finder tells an instruction from a description")
    func sentenceFormFinder() {
        #expect(Self.declarativeInstructions(in: "`return nil`을 씁니다.").count == 1)
        #expect(Self.declarativeInstructions(in: "`return nil`을 쓰십시오.").isEmpty)
        #expect(Self.declarativeInstructions(in: "`description`은 모든 값을 바인딩합니다.").isEmpty)
    }

    @Test("an exercise's Korean hints tell what to do in one sentence form, -십시오")
    func oneFormPerHintList() throws {
        var offenders: [String] = []
        for file in Self.files(under: "Lectures", endingIn: "exercises.json") {
            let exercises = try JSONDecoder().decode(
                [ExerciseText].self, from: Data(Self.read(file).utf8))
            for exercise in exercises {
                let hints = exercise.translations?["ko"]?.hints ?? []
                guard hints.contains(where: { $0.contains("십시오") }) else { continue }
                offenders += hints.flatMap(Self.declarativeInstructions)
                    .map { "\(file), \(exercise.id): \($0)" }
            }
        }
        #expect(offenders == [], "Say what to do in -십시오, as the list's other hints do.")
    }
}
