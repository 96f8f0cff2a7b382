import WorkbookCommandLine
import WorkbookLanguage

/// Every sentence a student reads from `workbook`, in English and Korean side by side.
///
/// This file holds what every command says; a command's own sentences are `Messages+<Command>.swift`
/// in its folder (`Check/Messages+Check.swift`). To add one: write a `static let` (or a
/// `static func` for a message with values) that returns a `Localized` with both forms, print it
/// with `console.print(_:)`, and give it a sample at the end of its file; `LanguageCatalogTests`
/// checks every sample's Korean form keeps the English one's commands and values.
package enum Messages {
    // MARK: - Every command

    static let errorPrefix = Localized(en: "error: ", ko: "오류: ")
    static let warningPrefix = Localized(en: "warning: ", ko: "경고: ")

    /// `--lang` or `WORKBOOK_LANG` names no language. Said in both languages, since the one
    /// the student wants is exactly what is unknown.
    static func unknownLanguage(_ error: UnknownLanguage) -> Localized {
        .verbatim(error.description)
    }

    static let languageNeedsValue = Localized.verbatim(
        "--lang needs a value: en or ko.\n--lang에는 값이 필요합니다: en 또는 ko.")

    static func unknownCommand(_ name: String, near: String?, program: String = "workbook")
        -> Localized
    {
        let message = Localized(
            en: "\(program) has no command '\(name)'.",
            ko: "\(program)에는 '\(name)' 명령이 없습니다.")
        guard let near else { return message }
        return message
            + Localized(
                en: " Did you mean '\(near)'?\nEvery command: swift run \(program) --help",
                ko: " 혹시 '\(near)'입니까?\n"
                    + "모든 명령: swift run \(program) --help")
    }

    /// An instructor's command asked of the student's tool, which does not have it.
    static func instructorCommandMoved(_ name: String) -> Localized {
        Localized(
            en: """
                '\(name)' is an instructor's command; it has a tool of its own:
                swift run workbook-instructor \(name)
                (A student copy made with 'release' does not have it at all.)
                """,
            ko: """
                '\(name)' 명령은 강사용이라 따로 된 도구에 있습니다:
                swift run workbook-instructor \(name)
                ('release'로 만든 학생용 사본에는 아예 없습니다.)
                """)
    }

    /// The text of `workbook --help`, around the list of `commands`.
    static func overview(commands: String) -> Localized {
        Localized(
            en: """
                workbook: start, check and restore the exercises of the Concentration Workbook.

                Usage: swift run workbook <command> [options]   (no command: the same as 'list')

                Students: begin each lecture with 'swift run workbook start <lecture>', so none of
                its answers stays in view; docs/student-guide.md walks the whole path.

                Commands:
                \(commands)

                Run 'swift run workbook <command> --help' for the details of one command.
                Instructors: verify, release and grade are in 'swift run workbook-instructor'.
                Every command takes --lang <en|ko>: the language of its messages (else WORKBOOK_LANG,
                else LC_ALL, LC_MESSAGES or LANG: Korean when it starts with 'ko').
                Exit status: 0 ok, 1 tests failed or the command could not do its work, 64 usage error.
                """,
            ko: """
                workbook: Concentration Workbook의 연습 문제를 시작하고, 검사하고, 되돌립니다.

                사용법: swift run workbook <command> [options]   (명령이 없으면 'list'와 같습니다)

                학생 여러분: 강의마다 'swift run workbook start <lecture>'로 시작하십시오. 그래야
                그 강의의 정답이 하나도 보이지 않습니다. 전체 과정은 docs/student-guide.ko.md에
                있습니다.

                명령:
                \(commands)

                명령 하나의 자세한 내용은 'swift run workbook <command> --help'로 보십시오.
                강사용 명령 verify, release, grade는 'swift run workbook-instructor'에 있습니다.
                모든 명령은 --lang <en|ko>로 메시지의 언어를 고를 수 있습니다(없으면 WORKBOOK_LANG,
                그다음 LC_ALL, LC_MESSAGES, LANG이 'ko'로 시작하면 한국어).
                종료 상태: 0 성공, 1 테스트 실패 또는 명령이 일을 마치지 못함, 64 사용법 오류.
                """)
    }

    // MARK: - Errors

    static func notInWorkbook(_ folder: String) -> Localized {
        Localized(
            en: """
                \(folder) is not inside the Concentration Workbook.
                Run the tool from the workbook's folder (the one with Package.swift and Lectures/):
                    cd path/to/the/workbook && swift run workbook
                """,
            ko: """
                \(Particle.topic.after(folder)) Concentration Workbook 안이 아닙니다.
                워크북 폴더(Package.swift와 Lectures/가 있는 폴더)에서 실행하십시오:
                    cd path/to/the/workbook && swift run workbook
                """)
    }

    static func unknownName(_ name: String, valid: [String], suggestion: String?) -> Localized {
        let text = Localized(
            en: "There is no lecture or exercise called '\(name)'.",
            ko: "'\(Particle.called.after("\(name)'")) 강의나 연습 문제는 없습니다.")
        // A near miss is all a typo needs; the whole list only helps when nothing is close.
        if let suggestion {
            return text
                + Localized(
                    en: " Did you mean '\(suggestion)'?\n"
                        + "Every lecture and exercise: swift run workbook list",
                    ko: " 혹시 '\(suggestion)'입니까?\n"
                        + "모든 강의와 연습 문제: swift run workbook list")
        }
        let names = valid.map { "    \($0)" }.joined(separator: "\n")
        return text + Localized(en: "\nValid names:\n", ko: "\n쓸 수 있는 이름:\n") + .verbatim(names)
    }

    static func malformed(_ problems: [Localized]) -> Localized {
        Localized(
            en: "The exercise markers need fixing first (nothing was written):\n",
            ko: "연습 문제 표시(marker)부터 고쳐야 합니다(아무것도 쓰지 않았습니다):\n")
            + .lines(problems.map { .verbatim("    ") + $0 })
    }

    // MARK: - Next lines

    static let allDone = Localized(
        en: "Every exercise is done. Well done!", ko: "모든 연습 문제를 마쳤습니다. 잘 해냈습니다!")

    static func next(_ command: String) -> Localized {
        Localized(en: "Next: \(command)", ko: "다음: \(command)")
    }

    /// The line under "Next:" when it leads past an earlier lecture with exercises not done.
    static func earlierLectureUnfinished(_ stage: String, count: Int, command: String)
        -> Localized
    {
        Localized(
            en: "\n      \(stage) still has \(count == 1 ? "1 exercise" : "\(count) exercises")"
                + " not done, the first: \(command)",
            ko: "\n      \(stage)에 아직 마치지 않은 연습 문제가 \(count)개 있습니다. 첫 번째: \(command)")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var sharedSamples: [(String, Localized)] {
        [
            ("errorPrefix", errorPrefix),
            ("warningPrefix", warningPrefix),
            ("unknownLanguage", unknownLanguage(UnknownLanguage(code: "xx", source: "--lang"))),
            ("languageNeedsValue", languageNeedsValue),
            ("unknownCommand", unknownCommand("strat", near: "start")),
            ("overview", overview(commands: " list ...")),
            // The parser's own words, which `WorkbookCommandLine` keeps beside the parser.
            ("needsValue", UsageError.needsValue("--seed", command: "play").message),
            ("unknownOption", UsageError.unknownOption("--jsn", command: "workbook list").message),
            (
                "tooManyNames",
                UsageError.tooManyNames(command: "workbook hint", max: 1, got: ["a", "b"]).message
            ),
            ("notInWorkbook", notInWorkbook("/tmp/x")),
            ("unknownName", unknownName("zebra", valid: ["a-greet"], suggestion: nil)),
            ("unknownName near", unknownName("a-gret", valid: [], suggestion: "a-greet")),
            (
                "malformed",
                malformed([.verbatim("Sources/A.swift:3: ") + stubLinesNotComments("a")])
            ),
            ("allDone", allDone),
            ("next", next("swift run workbook check a-greet")),
            (
                "earlierLectureUnfinished",
                earlierLectureUnfinished(
                    "StageA", count: 2, command: "swift run workbook check a-greet")
            ),
            ("instructorCommandMoved", instructorCommandMoved("verify")),
        ]
    }

    /// The samples of every messages file of the student's tool, each kept beside its messages;
    /// the instructor's `grade` keeps its own (`gradeSamples`).
    static var samples: [(String, Localized)] {
        sharedSamples + modelSamples + errorSamples + checkSamples + brokenUseSamples
            + compileRuleSamples
            + knownCompilerErrorSamples + outletAttributeSamples + builderBlockSamples
            + verdictsSamples
            + pointsSamples + compareSamples + diffSamples + editsSamples + hintSamples
            + listSamples + playSamples + restoreSamples + reviewSamples + startSamples
            + watchSamples + catalogSamples
    }
}
