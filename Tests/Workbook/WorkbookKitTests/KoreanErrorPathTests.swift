import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A Korean student who damages a marker, loses `.workbook/` or works in a release meets the
/// tool's errors in Korean: no English sentence on the paths a student walks.
@Suite struct KoreanErrorPathTests {
    let fixture: FixtureWorkbook
    static let korean = ["WORKBOOK_LANG": "ko"]

    init() throws {
        fixture = try FixtureWorkbook()
    }

    /// Runs of three or more English words outside code, quotes and commands: a sentence a
    /// Korean student would have to read in English.
    static func englishSentences(in text: String) -> [String] {
        var prose = text
        for pattern in [
            #"`[^`\n]*`"#, #"'[^'\n]*'"#, #""[^"\n]*""#, #"swift (run|test|build)[^\n()]*"#,
        ] {
            prose = prose.replacing(try! Regex(pattern), with: " ")
        }
        return prose.matches(of: try! Regex(#"[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){2,}"#))
            .map { String(prose[$0.range]) }
    }

    /// Deletes the line `// END EXERCISE a-greet` from StageA, as a student might by mistake.
    func deleteEndMarker() throws {
        let path = "Sources/StageA/Greeting.swift"
        let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !$0.contains("END EXERCISE a-greet") }
        #expect(kept.count == lines.count - 1, "the fixture's started region has its END line")
        try fixture.write(kept.joined(separator: "\n"), to: path)
    }

    @Test("the sentence finder finds the English that these errors used to print")
    func finderFindsEnglish() {
        let english = fixture.run("start", "zebra")
        #expect(!Self.englishSentences(in: english.error).isEmpty)
        #expect(Self.englishSentences(in: "오류: `END EXERCISE a-greet` 줄이 없습니다.").isEmpty)
    }

    @Test("damaged markers: check and start stop in Korean, naming the place and the fix")
    func damagedMarkers() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        try deleteEndMarker()
        for arguments in [["check", "a-greet"], ["start", "a-greet"]] {
            let result = runWorkbook(
                arguments + ["--lang", "ko"], in: fixture.root, environment: [:])
            #expect(result.status == 1)
            let all = result.output + result.error
            #expect(all.contains("오류: '\(arguments[0])'에는 a-greet의 연습 문제 표시 줄이 필요한데"))
            #expect(all.contains("고치기(여러분의 코드는 먼저 백업합니다): swift run workbook restore a-greet"))
            #expect(Self.englishSentences(in: all) == [], "\(arguments)")
        }
    }

    @Test("restore without any reference left says so in Korean and sends to the instructor")
    func noReferenceLeft() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        try deleteEndMarker()
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(".workbook"))
        let result = fixture.run(environment: Self.korean, "restore", "a-greet")
        #expect(result.status == 1)
        let all = result.output + result.error
        #expect(all.contains("'a-greet'의 기준 코드가 없어서"))
        #expect(all.contains("강사에게 기준 코드를 요청하십시오."))
        #expect(Self.englishSentences(in: all) == [])
    }

    @Test("a student release: restore says in Korean that the copy has no reference code")
    func studentRelease() throws {
        try fixture.write("{}", to: Workspace.releaseMarkerName)
        let result = fixture.run(environment: Self.korean, "restore", "a-greet")
        #expect(result.status == 1)
        let all = result.output + result.error
        #expect(all.contains("학생용 사본이라 기준 코드가 없으므로 'workbook restore'를"))
        #expect(Self.englishSentences(in: all) == [])
        #expect(!Self.englishSentences(in: fixture.run("restore", "a-greet").error).isEmpty)
    }

    @Test("a damaged state file, in Korean, whether set aside or met while a command runs")
    func damagedState() throws {
        try fixture.write("{ not json", to: ".workbook/state.json")
        let result = fixture.run(environment: Self.korean, "list")
        #expect(
            result.output.contains("올바른 JSON이 아닙니다")
                || result.error.contains("올바른 JSON이 아닙니다"))
        #expect(Self.englishSentences(in: result.output + result.error) == [])
        let raised = WorkbookError.stateUnreadable(Messages.stateIsNotJSON).text(in: .ko)
        #expect(raised.hasPrefix(".workbook/state.json이 올바른 JSON이 아닙니다"))
        #expect(Self.englishSentences(in: raised) == [])
    }

    @Test("every error a student can meet renders Korean from its case")
    func everyStudentError() {
        let damage = MarkerDamage(
            exerciseID: "a-greet", kind: .unclosed, path: "Sources/StageA/Greeting.swift", line: 3)
        let errors: [WorkbookError] = [
            .damagedMarkers(command: "check", damage: [damage]),
            .studentCopy(command: "restore"),
            .noReferenceToRestore(id: "a-greet"),
            .regionEndUnknown(damage),
            .stateUnreadable(Messages.stateHasOtherShape),
        ]
        for error in errors {
            #expect(Self.englishSentences(in: error.text(in: .ko)) == [], "\(error)")
            #expect(!Self.englishSentences(in: error.text(in: .en)).isEmpty, "\(error)")
        }
    }

    @Test("a student's commands throw no English-only error: free text is for instructors")
    func noFreeTextOnStudentPaths() throws {
        let tool = PackageRoot.url.appendingPathComponent("Sources/WorkbookTool/WorkbookKit")
        let instructors = ["Verify", "Grade", "Release"]
        var found: [String] = []
        let files = FileManager.default.enumerator(at: tool, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            let relative = String(file.path.dropFirst(tool.path.count + 1))
            guard file.pathExtension == "swift",
                !instructors.contains(where: { relative.hasPrefix("\($0)/") })
            else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            for (index, line) in lines.enumerated() where line.contains("WorkbookError.failed(") {
                found.append("\(relative):\(index + 1)")
            }
        }
        #expect(found == [], "use .failure(Messages.…) with a Korean form instead")
    }

    @Test("an unreadable review file, a lock that cannot open and a program that cannot start")
    func systemErrors() throws {
        try fixture.write("{ not json", to: ".workbook/review.json")
        let review = fixture.run(environment: Self.korean, "review", "--give-back")
        #expect(review.status == 1)
        #expect(review.error.contains("복습 전의 여러분 코드가 들어 있습니다"))
        #expect(Self.englishSentences(in: review.output + review.error) == [])
        let errors: [WorkbookError] = [
            .failure(Messages.lockUnopenable("/x/.workbook/lock", reason: "denied")),
            .failure(Messages.noLectureToPlay),
            .failure(Messages.couldNotStart("swift", reason: "denied")),
            .failure(Messages.playBuiltNowhere(output: "")),
        ]
        for error in errors {
            #expect(Self.englishSentences(in: error.text(in: .ko)) == [], "\(error)")
            #expect(!Self.englishSentences(in: error.text(in: .en)).isEmpty, "\(error)")
        }
    }

    /// English words that are names, not sentences: the instructors' commands, and the values
    /// `list --json` writes.
    static let namesNotSentences: Set<String> = [
        "verify, release, grade", "not started, started, in progress, done",
    ]

    /// The tool's own lines of `text`: a diff's code lines (` `, `+`, `-`, `@@`) are the
    /// lecture's Swift, not sentences.
    static func ownLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !["+", "-", "@", " "].contains { line.hasPrefix($0) } }
            .joined(separator: "\n")
    }

    /// Runs `workbook` in Korean and returns all it printed.
    func korean(_ fixture: FixtureWorkbook, _ words: String...) -> String {
        let result = runWorkbook(words, in: fixture.root, environment: Self.korean)
        return result.output + result.error
    }

    @Test(
        "a Korean first hour prints no English sentence: start, check of a stub and of a compile check, hint, diff, restore, a damaged marker"
    )
    func firstHour() throws {
        let concepts = try FixtureWorkbook(files: FixtureWorkbook.conceptFiles)
        defer { concepts.remove() }
        var printed: [(String, String)] = []
        for words in [
            ["--help"], ["start", "StageA"], ["start", "b-double"], ["hint", "a-greet"],
            ["list"], ["diff"], ["diff", "StageA"], ["diff", "StageA", "StageB"],
            ["diff", "StageA", "StageB", "--stat"], ["diff", "StageA", "StageB", "--exercises"],
            ["diff", "a-greet", "StageB"], ["diff", "StageA", "StageB", "--context", "x"],
            ["diff", "StageA", "StageA"],
        ]
            + [
                "list", "start", "check", "hint", "compare", "review", "restore", "watch", "edits",
                "play", "diff",
            ].map({ [$0, "--help"] })
        {
            let result = runWorkbook(words, in: concepts.root, environment: Self.korean)
            printed.append((words.joined(separator: " "), result.output + result.error))
        }
        let korean = RecordingConsole()
        let context = CommandContext(
            currentDirectory: concepts.root, console: korean.console.speaking(.ko))
        let runner = CompileCheckingRunner(
            tests: StubRecordingRunner(), compiler: ModelSnippetCompiler())
        // A stub's failing tests, then a compile check that compiles against the stub.
        #expect(try CheckCommand.check("a-greet", context: context, runner: runner) == 1)
        #expect(try CheckCommand.check("b-double", context: context, runner: runner) == 1)
        #expect(korean.output.contains("테스트 \"컴파일 검사: not-a-string\""), "\(korean.output)")
        #expect(korean.output.contains("`double`은 글이 아니라 수를 돌려줍니다."))
        #expect(korean.output.contains("이 코드 조각이 여러분의 코드와 함께 컴파일되었습니다. 컴파일되면 안 되는 코드입니다."))
        printed.append(("check", korean.output + korean.error))
        printed.append(("restore a-greet", self.korean(concepts, "restore", "a-greet")))
        // A damaged marker: every command warns, the exercise's own refuse, restore repairs.
        #expect(fixture.run("start", "a-greet").status == 0)
        try deleteEndMarker()
        for words in [
            ["list"], ["hint", "a-greet"], ["start", "a-greet"], ["restore", "a-greet"],
        ] {
            let result = runWorkbook(words, in: fixture.root, environment: Self.korean)
            printed.append(
                ("damaged: " + words.joined(separator: " "), result.output + result.error))
        }
        // A stub line made code: the markers need fixing, said in Korean.
        let path = "Sources/StageA/Greeting.swift"
        let text = try fixture.read(path)
        let uncommented = text.replacingOccurrences(
            of: "// STUB\n", with: "// STUB\n    let broken = 1\n")
        #expect(uncommented != text)
        try fixture.write(uncommented, to: path)
        let broken = self.korean(fixture, "list")
        #expect(broken.contains("스텁 줄은 주석(`// code`)이어야 합니다"), "\(broken)")
        printed.append(("stub line made code", broken))

        for (words, output) in printed {
            #expect(!output.isEmpty, "\(words)")
            let english = Self.englishSentences(in: Self.ownLines(output)).filter {
                !Self.namesNotSentences.contains($0)
            }
            #expect(english == [], "\(words): \(output)")
        }
    }

    @Test("a long value is cut, and what is left out is counted, in Korean")
    func truncation() {
        let list = "[" + (1...40).map(String.init).joined(separator: ", ") + "]"
        #expect(ValueCap.capped(list, in: .ko).hasSuffix(", … 35개 더]"))
        #expect(ValueCap.capped(list).hasSuffix(", … 35 more]"))
        let long = String(repeating: "x", count: ValueCap.characters + 7)
        #expect(ValueCap.capped(long, in: .ko).hasSuffix("… (7자 더)"))
        #expect(Self.englishSentences(in: ValueCap.capped(long, in: .ko)) == [])
        #expect(ValueCap.capped(long).hasSuffix("… (7 more characters)"))
    }
}
