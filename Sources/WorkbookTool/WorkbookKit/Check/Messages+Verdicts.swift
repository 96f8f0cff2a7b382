import WorkbookLanguage

/// The verdict and detail lines of `check`, one exercise at a time.
extension Messages {
    /// `3 tests` / `테스트 3개`.
    static func tests(_ count: Int) -> Localized {
        Localized(en: "\(count) test\(count == 1 ? "" : "s")", ko: "테스트 \(count)개")
    }

    /// An exercise whose tests passed; one not started passed on the lecture's code, which is
    /// said first, so it never reads as the student's success.
    static func passed(_ tests: Int, notStarted: Bool) -> Localized {
        notStarted
            ? Localized(
                en: "\(status(.notStarted).en): the lecture's reference code passes "
                    + "(\(self.tests(tests).en))",
                ko: "\(status(.notStarted).ko): 강의의 기준 코드가 통과합니다 (\(self.tests(tests).ko))")
            : Localized(
                en: "passed (\(self.tests(tests).en))", ko: "통과 (\(self.tests(tests).ko))")
    }

    static func failed(_ failures: Int, of total: Int) -> Localized {
        Localized(
            en: "failed (\(failures) of \(tests(total).en))",
            ko: "실패 (\(tests(total).ko) 중 \(failures)개)")
    }

    static let doesNotCompile = Localized(en: "does not compile", ko: "컴파일되지 않음")

    static func crashed(_ reason: String) -> Localized {
        Localized(
            en: "crashed the test process: \(reason)",
            ko: "테스트 프로세스가 크래시했습니다: \(reason)")
    }

    /// Why a crash is not placed in the student's code: the runtime refused its crash reporter.
    static let backtracerRefused = Localized(
        en: "(Where it crashed is not known: on this Mac the Swift runtime prints no backtrace "
            + "for the test process, which Xcode's toolchain signs. Below are the tests that were "
            + "running; run one in Xcode to stop at the line.)",
        ko: "(어디서 크래시했는지는 알 수 없습니다. 이 Mac에서는 Swift 런타임이 Xcode 툴체인이 "
            + "서명한 테스트 프로세스의 백트레이스를 출력하지 않습니다. 아래는 그때 실행 중이던 "
            + "테스트입니다. Xcode에서 그중 하나를 실행하면 그 줄에서 멈춥니다.)")

    /// Under a crash: the function of the student's code that stopped, and its file.
    static func crashedIn(_ function: String, file: String) -> Localized {
        Localized(en: "in \(function) (\(file))", ko: "멈춘 곳: \(function) (\(file))")
    }

    /// Under a crash: where the test stopped, when no function of the student's code is known.
    static func crashedAt(_ place: String) -> Localized {
        Localized(en: "at \(place)", ko: "멈춘 곳: \(place)")
    }

    /// Under a crash: the test's line that called the function that stopped.
    static func calledFrom(_ place: String) -> Localized {
        Localized(en: "called from \(place)", ko: "호출한 곳: \(place)")
    }

    static func notRun(_ reason: CheckReport.NotRunReason) -> Localized {
        Localized(en: "not run: ", ko: "실행하지 않음: ") + notRunReason(reason)
    }

    /// Why an exercise's tests did not run, said once for `check`'s line, `verify`'s finding and
    /// `grade`'s reports (which keep the English).
    package static func notRunReason(_ reason: CheckReport.NotRunReason) -> Localized {
        switch reason {
        case .packageDoesNotCompile:
            Localized(en: "the package does not compile", ko: "패키지가 컴파일되지 않습니다")
        case .crashedBeforeFinishing:
            Localized(
                en: "the test process crashed before its tests finished",
                ko: "테스트가 끝나기 전에 테스트 프로세스가 크래시했습니다")
        }
    }

    static func noTestRan(_ suites: String) -> Localized {
        Localized(
            en: "no test of \(suites) ran; tell your instructor",
            ko: "\(suites)의 테스트가 하나도 실행되지 않았습니다. 강사에게 알려 주십시오")
    }

    /// Names every stub still in the way: the English verb agrees with how many there are, and the
    /// Korean list takes commas, as Korean writes a list of names, never the English "and".
    static func adviceHeldBack(until ids: [String]) -> Localized {
        let english =
            ids.count > 1
            ? ids.dropLast().joined(separator: ", ") + " and \(ids.last!) are"
            : "\(ids.first ?? "") is"
        return Localized(
            en: "      Failed (their advice is held back until \(english) written):",
            ko: "      실패(\(Particle.object.after(ids.joined(separator: ", "))) 작성할 때까지 조언은 보류합니다):"
        )
    }

    static func test(_ name: String) -> Localized {
        Localized(en: "      Test \"\(name)\"", ko: "      테스트 \"\(name)\"")
    }

    /// After a list cut short: how many elements are left out.
    static func moreElements(_ count: Int) -> Localized {
        Localized(en: ", … \(count) more", ko: ", … \(count)개 더")
    }

    /// After a value cut short: how many characters are left out.
    static func moreCharacters(_ count: Int) -> Localized {
        Localized(en: "… (\(count) more characters)", ko: "… (\(count)자 더)")
    }

    /// A compile check, named as a failed test.
    static func compileCheckTest(_ name: String) -> Localized {
        Localized(
            en: "      Test \"compile check: \(name)\"", ko: "      테스트 \"컴파일 검사: \(name)\"")
    }

    /// Under a compile check's teaching, when its snippet compiled.
    static let snippetCompiles = Localized(
        en: "This snippet compiles against your code, and must not.",
        ko: "이 코드 조각이 여러분의 코드와 함께 컴파일되었습니다. 컴파일되면 안 되는 코드입니다.")

    /// Under a compile check's teaching, when its snippet failed for another reason.
    static func snippetRejectedOtherwise(expected: String, error: String?) -> Localized {
        Localized(
            en: "The compiler rejects this snippet, but not with “\(expected)”: "
                + (error ?? compilerStoppedWithoutError.en),
            ko: "컴파일러가 이 코드 조각을 거부하지만, “\(expected)” 오류 때문은 아닙니다: "
                + (error ?? compilerStoppedWithoutError.ko))
    }

    /// A compile check's snippet the compiler rejected without saying why.
    package static let compilerStoppedWithoutError = Localized(
        en: "the compiler stopped without an error", ko: "컴파일러가 오류 없이 멈췄습니다")

    static func more(_ count: Int, check id: String) -> Localized {
        Localized(
            en: "        … \(count) more: swift run workbook check \(id)",
            ko: "        … \(count)개 더: swift run workbook check \(id)")
    }

    static func firstWrite(_ stub: String) -> Localized {
        Localized(en: "First write \(stub):", ko: "\(stub)부터 쓰십시오:")
    }

    static func stillAStub(effect: String, usedBy id: String) -> Localized {
        Localized(
            en: " it is still a stub (\(effect)), and \(id)'s tests use it.",
            ko: " 아직 스텁이며(\(effect)), \(id)의 테스트가 그것을 사용합니다.")
    }

    static let stubDoesNothing = Localized(en: "it does nothing", ko: "아무 일도 하지 않습니다")

    static func stubIsJust(_ code: String) -> Localized {
        Localized(en: "it is just `\(code)`", ko: "`\(code)`뿐입니다")
    }

    static let stubAsWritten = Localized(
        en: "its code is the stub start wrote", ko: "start가 쓴 스텁 그대로입니다")

    static func alsoUse(_ ids: String) -> Localized {
        Localized(
            en: "      These tests also use \(ids): a mistake there can be the cause too.",
            ko: "      이 테스트는 \(ids)도 사용합니다. 그쪽의 실수가 원인일 수도 있습니다.")
    }

    static let didNotFinish = Localized(en: "        did not finish", ko: "        끝나지 않음")

    static func whileRunning(_ name: String) -> Localized {
        Localized(en: "while running test \"\(name)\"", ko: "테스트 \"\(name)\" 실행 중")
    }

    static let whileRunningThese = Localized(
        en: "while these tests ran side by side (which of them crashed cannot be told):",
        ko: "다음 테스트가 나란히 실행되던 중입니다(그중 어느 것이 크래시했는지는 알 수 없습니다):")

    /// Under the tests that ran at a crash that cannot be pinned on one: how to find it.
    static func runOneAlone(_ command: String) -> Localized {
        Localized(
            en: "To find it, run each alone, for example: \(command)",
            ko: "찾으려면 하나씩 따로 실행하십시오. 예: \(command)")
    }

    static func moreLines(_ count: Int, check id: String) -> Localized {
        Localized(
            en: "        … \(count) more lines: swift run workbook check \(id) --verbose",
            ko: "        … \(count)줄 더: swift run workbook check \(id) --verbose")
    }

    static let errorsOutsideRegions = Localized(
        en: "Compiler errors outside every exercise region:",
        ko: "어느 연습 문제 영역에도 속하지 않는 컴파일 오류:")

    static let buildFailed = Localized(en: "The build failed:", ko: "빌드가 실패했습니다:")

    static let testProcessCrashed = Localized(
        en: "The test process crashed: ", ko: "테스트 프로세스가 크래시했습니다: ")

    static let theTests = Localized(en: "The tests ", ko: "테스트가 ")

    /// After an issue a test recorded `times` times in a row, word for word: shown once.
    static func sameIssueTimes(_ times: Int) -> Localized {
        Localized(en: " (\(times) times)", ko: " (\(times)번)")
    }

    // MARK: - Lecture summary

    /// Exercises a crash in another exercise kept from finishing, in a lecture's summary line.
    static func stoppedByCrash(_ count: Int) -> Localized {
        Localized(
            en: "\(count) not run (the crash stopped them)",
            ko: "\(count)개 실행 안 됨(크래시로 멈춤)")
    }

    static func summaryParts(
        passed: Int, failed: Int, notChecked: Int, notStarted: Int
    ) -> (passed: Localized, failed: Localized, notChecked: Localized, notStarted: Localized) {
        (
            Localized(en: "\(passed) passed", ko: "\(passed)개 통과"),
            Localized(en: "\(failed) failed", ko: "\(failed)개 실패"),
            Localized(en: "\(notChecked) not checked", ko: "\(notChecked)개 검사 안 함"),
            Localized(
                en: "\(notStarted) \(status(.notStarted).en)",
                ko: "\(notStarted)개 \(status(.notStarted).ko)")
        )
    }

    static func otherTestsFailed(_ count: Int) -> Localized {
        Localized(en: "other tests: \(count) failed", ko: "다른 테스트: \(count)개 실패")
    }

    static func exercisesOfDone(_ done: Int, of total: Int) -> Localized {
        Localized(
            en: "\(done) of \(total) exercise\(total == 1 ? "" : "s") done.",
            ko: "연습 문제 \(total)개 중 \(done)개를 마쳤습니다.")
    }
}

/// The lines about code that feeds other exercises' tests, and about a lecture's other tests.
extension Messages {
    static func feeds(_ yours: String, into id: String) -> Localized {
        Localized(
            en: "your code in \(yours) also feeds \(id)'s tests",
            ko: "\(yours)에 작성한 코드는 \(id)의 테스트에도 사용됩니다")
    }

    static func feedsPassed(_ feeds: Localized, tests: Int) -> Localized {
        feeds
            + Localized(
                en: ": passed (\(self.tests(tests).en))", ko: ": 통과 (\(self.tests(tests).ko))")
    }

    static func usedTooButNotBecause(
        _ id: String, yours: String, failures: Int, of total: Int
    ) -> Localized {
        Localized(
            en: "\(id)'s tests use \(yours) too, and \(failures) of \(tests(total).en) fail,"
                + " but not because of \(yours):",
            ko: "\(id)의 테스트도 \(Particle.object.after(yours)) 사용하고 "
                + "\(tests(total).ko) 중 \(failures)개가 실패하지만, \(yours) 때문은 아닙니다:")
    }

    static func feedsFailed(_ feeds: Localized, failures: Int, of total: Int) -> Localized {
        feeds
            + Localized(
                en: ", and \(failures) of \(tests(total).en) fail",
                ko: ". \(tests(total).ko) 중 \(failures)개가 실패합니다")
    }

    static func referenceIsRight(_ id: String, fix yours: String) -> Localized {
        Localized(
            en: "      (\(id) is not started: its reference code is right, so fix \(yours))",
            ko: "      (\(Particle.topic.after(id)) 시작하지 않아 기준 코드가 맞으므로, "
                + "\(Particle.object.after(yours)) 고치십시오)")
    }

    static func feedsCrashed(_ feeds: Localized, reason: String) -> Localized {
        feeds + Localized(en: ", and they crash: \(reason)", ko: ". 그 테스트가 크래시합니다: \(reason)")
    }

    static func otherTests(of stage: String, passed: Int) -> Localized {
        Localized(
            en: "Other tests of \(stage): \(passed) passed",
            ko: "\(stage)의 다른 테스트: \(passed)개 통과")
    }

    static func otherFailed(_ count: Int) -> Localized {
        Localized(en: "\(count) failed", ko: "\(count)개 실패")
    }

    static func firstFailure(_ name: String) -> Localized {
        Localized(en: " (first: \"\(name)\"", ko: " (첫 실패: \"\(name)\"")
    }

    static func at(_ place: String) -> Localized {
        Localized(en: " at \(place)", ko: " \(place)에서")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var verdictsSamples: [(String, Localized)] {
        [
            ("sameIssueTimes", sameIssueTimes(12)),
            ("snippetCompiles", snippetCompiles),
            ("snippetRejectedOtherwise", snippetRejectedOtherwise(expected: "x", error: nil)),
            ("compileCheckTest", compileCheckTest("not-a-string")),
            ("moreElements", moreElements(35)),
            ("moreCharacters", moreCharacters(7)),
            ("crashedIn", crashedIn("Game.choose(_:)", file: "Sources/A/Game.swift")),
            ("crashedAt", crashedAt("Tests/ATests/GameTests.swift:3")),
            ("calledFrom", calledFrom("Tests/ATests/GameTests.swift:3")),
            ("tests", tests(3)),
            ("passed", passed(3, notStarted: true)),
            ("failed", failed(2, of: 3)),
            ("doesNotCompile", doesNotCompile),
            ("crashed", crashed("Fatal error: Index out of range")),
            ("notRun compile", notRun(.packageDoesNotCompile)),
            ("notRun crashed", notRun(.crashedBeforeFinishing)),
            ("noTestRan", noTestRan("GreetTests")),
            ("adviceHeldBack", adviceHeldBack(until: ["a-count"])),
            ("adviceHeldBack many", adviceHeldBack(until: ["a-greet", "a-count"])),
            ("test", test("greets Ada")),
            ("more", more(2, check: "a-greet")),
            ("firstWrite", firstWrite("a-count")),
            ("stillAStub", stillAStub(effect: "every card gets id 0", usedBy: "a-greet")),
            ("stubDoesNothing", stubDoesNothing),
            ("stubIsJust", stubIsJust("return 0")),
            ("stubAsWritten", stubAsWritten),
            ("alsoUse", alsoUse("a-count")),
            ("didNotFinish", didNotFinish),
            ("whileRunning", whileRunning("greets Ada")),
            ("whileRunningThese", whileRunningThese),
            ("runOneAlone", runOneAlone("swift test --filter 'StageATests.GreetTests/hello()'")),
            ("moreLines", moreLines(5, check: "a-greet")),
            ("errorsOutsideRegions", errorsOutsideRegions),
            ("buildFailed", buildFailed),
            ("testProcessCrashed", testProcessCrashed),
            ("theTests", theTests),
            ("otherTestsFailed", otherTestsFailed(2)),
            ("exercisesOfDone", exercisesOfDone(1, of: 4)),
            ("feedsPassed", feedsPassed(feeds("a-count", into: "a-greet"), tests: 2)),
            (
                "usedTooButNotBecause",
                usedTooButNotBecause("a-greet", yours: "a-count", failures: 1, of: 2)
            ),
            ("feedsFailed", feedsFailed(feeds("a-count", into: "a-greet"), failures: 1, of: 2)),
            ("referenceIsRight", referenceIsRight("a-greet", fix: "a-count")),
            (
                "feedsCrashed",
                feedsCrashed(feeds("a-count", into: "a-greet"), reason: "Fatal error")
            ),
            ("otherTests", otherTests(of: "StageA", passed: 3)),
            ("otherFailed", otherFailed(2)),
            ("firstFailure", firstFailure("greets Ada")),
            ("at", at("Tests/A.swift:3")),
            ("backtracerRefused", backtracerRefused),
            ("notRunReason", notRunReason(.crashedBeforeFinishing)),
            ("compilerStoppedWithoutError", compilerStoppedWithoutError),
            ("stoppedByCrash", stoppedByCrash(2)),
            (
                "summaryParts passed",
                summaryParts(passed: 1, failed: 2, notChecked: 3, notStarted: 4).passed
            ),
            (
                "summaryParts failed",
                summaryParts(passed: 1, failed: 2, notChecked: 3, notStarted: 4).failed
            ),
            (
                "summaryParts notChecked",
                summaryParts(passed: 1, failed: 2, notChecked: 3, notStarted: 4).notChecked
            ),
            (
                "summaryParts notStarted",
                summaryParts(passed: 1, failed: 2, notChecked: 3, notStarted: 4).notStarted
            ),
            ("feeds", feeds("a-count", into: "a-greet")),
        ]
    }
}
