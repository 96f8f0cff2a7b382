import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The tool's language: `--lang` wins, then the workbook's rule (`WorkbookLanguageTests`).
@Suite struct LanguageOptionTests {
    @Test(
        "without --lang the tool follows the workbook's rule: WORKBOOK_LANG, then the locale",
        arguments: [
            ([:], Language.en),
            (["LANG": "ko_KR.UTF-8"], .ko),
            (["WORKBOOK_LANG": "en", "LANG": "ko_KR.UTF-8"], .en),
        ] as [([String: String], Language)])
    func environment(_ environment: [String: String], expected: Language) throws {
        #expect(try Language.resolve(option: nil, environment: environment) == expected)
    }

    @Test("--lang overrides WORKBOOK_LANG and the locale")
    func optionWins() throws {
        let korean = ["WORKBOOK_LANG": "ko", "LANG": "ko_KR.UTF-8"]
        #expect(try Language.resolve(option: "en", environment: korean) == .en)
        #expect(try Language.resolve(option: "ko", environment: ["WORKBOOK_LANG": "en"]) == .ko)
    }

    @Test("an unknown code in --lang or WORKBOOK_LANG is an error naming en and ko")
    func unknownCode() {
        for (option, environment) in [("xx", [:]), (nil, ["WORKBOOK_LANG": "xx"])]
            as [(String?, [String: String])]
        {
            #expect {
                try Language.resolve(option: option, environment: environment)
            } throws: { error in
                let text = (error as? WorkbookError)?.text(in: .en) ?? ""
                return text.contains("'xx'") && text.contains("en, ko")
                    && (error as? WorkbookError)?.exitStatus == 64
            }
        }
    }
}

/// The language as the tool meets it: on its command line and in its environment.
@Suite final class LanguageCommandLineTests {
    let fixture: FixtureWorkbook
    static let korean = ["LANG": "ko_KR.UTF-8"]

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test("--lang xx fails with a usage error naming the languages, before any command runs")
    func unknownLanguage() {
        for arguments in [["--lang", "xx", "list"], ["list", "--lang=xx"], ["list", "--lang"]] {
            let result = runWorkbook(arguments, in: fixture.root)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.error.contains("en") && result.error.contains("ko"), "\(arguments)")
            #expect(result.output.isEmpty, "\(arguments)")
        }
    }

    @Test("a Korean LANG makes list speak Korean, with the exercise's Korean title")
    func koreanList() {
        let result = fixture.run(environment: Self.korean, "list")
        #expect(result.status == 0)
        #expect(result.output.contains("인사하기"))
        #expect(result.output.contains("연습 문제 3개 중 0개를 마쳤습니다."))
        #expect(result.output.contains("다음: swift run workbook start StageA"))
        // An exercise without a translation keeps its English title.
        #expect(result.output.contains("Count"))
        // Statuses are Korean, padded by terminal columns, so the titles after them line up.
        let rows = result.output.split(separator: "\n").filter { $0.contains("시작 전") }
        #expect(!rows.isEmpty && !result.output.contains("not started"))
        let titleColumns = Set(
            rows.map { row in
                let status = row.range(of: "시작 전")!
                return String(row[..<status.upperBound]).columns
                    + row[status.upperBound...].prefix { $0 == " " }.count
            })
        #expect(titleColumns.count == 1, "\(rows)")
    }

    @Test(
        "a string's terminal columns count Hangul twice",
        arguments: [
            ("done", 4), ("완료", 4), ("시작 전", 7), ("a한b", 4),
        ])
    func columns(text: String, width: Int) {
        #expect(text.columns == width)
        #expect(text.padded(toColumns: 8).columns == 8)
    }

    @Test("--lang en overrides a Korean environment")
    func englishOverrides() {
        let result = fixture.run(environment: ["WORKBOOK_LANG": "ko"], "--lang", "en", "list")
        #expect(result.output.contains("Greet"))
        #expect(result.output.contains("Next: swift run workbook start StageA"))
        #expect(!result.output.contains("인사하기"))
    }

    @Test("--json keeps its keys and its English text whatever the language")
    func jsonStaysEnglish() throws {
        let korean = fixture.run(environment: Self.korean, "list", "--json")
        let english = fixture.run("list", "--json")
        #expect(korean.status == 0)
        let rows = try JSONDecoder().decode(
            [ListCommand.Row].self, from: Data(korean.output.utf8))
        #expect(rows.first { $0.id == "a-greet" }?.title == "Greet")
        #expect(rows.first { $0.id == "a-greet" }?.concept == "String interpolation")
        #expect(korean.output == english.output)
    }

    @Test("hint in Korean gives the Korean hints in the English order, and the Korean concept")
    func koreanHint() {
        let first = fixture.run(environment: Self.korean, "hint", "a-greet")
        #expect(first.output.contains("a-greet의 힌트 1/2: \\(name)을 쓰십시오."))
        #expect(first.output.contains("다음: swift run workbook start StageA"), "not started yet")
        let second = fixture.run(environment: ["WORKBOOK_LANG": "ko"], "hint", "a-greet")
        #expect(second.output.contains("힌트 2/2"))
        #expect(second.output.contains("마지막 힌트였습니다. 개념: 문자열 보간"))
        // Without a translation the hint falls back to English, in a Korean sentence.
        let english = fixture.run(environment: Self.korean, "hint", "b-double")
        #expect(english.output.contains("b-double의 힌트 1/1: Multiply."))
        // …and says so, naming where the Korean text goes; a translated one does not.
        #expect(
            english.output.contains(
                "b-double의 힌트는 아직 한국어로 옮기지 않아 영어로 보여 줍니다. "
                    + "Lectures/StageB/exercises.json의 \"translations\"에 넣습니다."),
            "\(english.output)")
        #expect(!first.output.contains("옮기지 않아"))
    }

    @Test("start in Korean says where to write and what to run next")
    func koreanStart() {
        let result = fixture.run(environment: Self.korean, "start", "StageA")
        #expect(result.status == 0)
        #expect(result.output.contains("StageA를 시작합니다."))
        #expect(result.output.contains("a-greet를 시작했습니다. 코드를 쓸 곳: Sources/"))
        #expect(
            result.output.contains(
                "되돌리기(직접 쓴 코드는 먼저 백업합니다): swift run workbook restore StageA"))
        #expect(result.output.contains("다음: swift run workbook check a-greet"))
    }

    @Test("an unknown name and a usage error are Korean too, with the valid names")
    func koreanErrors() {
        let unknown = fixture.run(environment: Self.korean, "start", "zebra")
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("오류: 'zebra'라는 강의나 연습 문제는 없습니다."))
        #expect(unknown.error.contains("a-greet"))
        let near = fixture.run(environment: Self.korean, "hint", "a-gret")
        #expect(near.error.contains("혹시 'a-greet'입니까?"))
        let missing = fixture.run(environment: Self.korean, "hint")
        #expect(missing.error.contains("어느 연습 문제인지 알려 주십시오"))
    }

    @Test("help in Korean by the locale: the overview and a student command's help, whole")
    func koreanHelp() throws {
        for words in [["--help"], ["check", "--help"]] {
            let screen = try #require(
                HelpScreenTests.screens.first { $0.words == words && $0.language == .ko })
            let result = runWorkbook(words, in: fixture.root, environment: Self.korean)
            expectText(result.output, equals: screen.text)
        }
    }

    @Test("check of a stub in Korean: verdict, the test's advice and the next step")
    func koreanCheck() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: fixture.root, console: recording.console.speaking(.ko))
        let status = try CheckCommand.check(
            "a-greet", context: context,
            runner: CannedRunner { root in
                TestOutcome.interpret(
                    output: "",
                    eventStream: CapturedOutput.rooted(CapturedOutput.failingEvents, at: root),
                    root: root)
            })
        #expect(status == 1)
        let output = recording.output
        #expect(output.contains("검사합니다: swift test --filter"))
        #expect(output.contains("실패 (테스트 2개 중 2개)"))
        #expect(output.contains("테스트 \"greet says hello to the name\""))
        #expect(output.contains("↳ Put the name between 'Hello, ' and '!'."))
        #expect(
            output.contains(
                "a-greet를 고치십시오.\n다음: swift run workbook check a-greet"))
    }
}
