import Foundation
import WorkbookCommandLine
import WorkbookLanguage

/// `workbook check`: build and run the tests of a lecture or exercise and say what to do next.
enum CheckCommand: WorkbookCommand {
    static let name = "check"
    static let summary = Localized(
        en: "Build and run the tests of a lecture or exercise and say what to do next",
        ko: "강의나 연습 문제의 테스트를 빌드하고 실행한 뒤 다음에 할 일을 알려 줍니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook check [<lecture|exercise>]
        """)
    static let discussion = Localized(
        en: """
            Builds the workbook and runs the tests of one exercise, or of every exercise of a
            lecture, in a single 'swift test --filter' run. For each exercise it prints passed
            or failed; for the first that failed, every failed expectation with file:line,
            grouped by test; for any other, its first failed expectation and the check that
            shows the rest. Long values are cut to their first elements, and each exercise's
            details to about a screen; --verbose shows everything. Then it says what to do next.

            When a failed exercise needs an earlier one that still holds its stub, that stub
            is named first: it fails the tests by itself, so their advice is held back until
            it is written. A compiler error in your code is reported against the exercise
            whose region it is in; one in code you did not write whose line uses a name
            your region declares, against that region, with your declaration beside the use;
            one in a region of yours caused by a declaration in another (one that departs
            from what that exercise gave, or a name it gave that you renamed or removed),
            against the declaring region, with what the exercise gave; a crash of the test
            process, with the test that was running. When the tests
            built, an exercise's compile checks run too, each as one more test: a snippet
            that must not compile against your code, reported with what it teaches if it
            does. The compiler's warnings about your code are listed after the verdicts,
            and a crash that one of them explains names it. When a failed exercise's code
            calls a random source its exercise's code does not, its tests run a second time,
            and the tests whose result changed between the two runs are named; the exercise
            stays failed, so the same code gets the same verdict on every check.

            With no name it checks the exercises you have started that are not done (one you
            change after it passed is not done any more); when there are none, it checks every
            lecture. Either way it ends with one line per lecture: how many exercises passed,
            failed in this check, or are not started. Checking a lecture ends with its own
            line, and also runs its other tests (those not tied to one exercise) and sums them
            up in one line.

            An exercise whose check passes is marked done in 'swift run workbook list'.
            Exit status: 0 only when everything checked passes, 1 otherwise.
            """,
        ko: """
            워크북을 빌드하고, 연습 문제 하나 또는 강의의 모든 연습 문제의 테스트를
            'swift test --filter' 한 번으로 실행합니다. 연습 문제마다 통과(passed)인지
            실패(failed)인지 보여 주고, 처음 실패한 연습 문제는 실패한 기대(expectation)를
            모두 file:line과 함께 테스트별로 보여 줍니다. 다른 연습 문제는 첫 실패와, 나머지를
            볼 수 있는 check 명령을 보여 줍니다. 긴 값은 앞부분만 보이고, 연습 문제마다
            자세한 내용은 한 화면 정도로 줄입니다. --verbose는 전부 보여 줍니다. 그런 다음
            다음에 할 일을 알려 줍니다.

            실패한 연습 문제가 아직 스텁인 앞 연습 문제에 기대고 있으면, 그 스텁을 먼저
            알려 줍니다. 스텁만으로도 테스트가 실패하므로, 그것을 쓰기 전까지 테스트의 조언은
            보류합니다. 컴파일 오류는 그 오류가 있는 영역의 연습 문제에 보고합니다. 여러분이
            쓰지 않은 코드의 오류도 그 줄이 여러분의 영역이 선언한 이름을 쓰면 그 영역에,
            여러분의 선언을 쓰는 곳 옆에 보여 주며 보고합니다. 여러분의 한 영역의 오류가
            다른 영역의 선언 때문이면(그 연습 문제가 준 것과 다른 선언이거나, 준 이름을
            바꾸거나 지운 경우) 선언한 영역에, 연습 문제가 준 것과 함께 보고합니다. 테스트
            프로세스의 크래시는 그때 실행 중이던 테스트와 함께 보고합니다. 테스트가
            빌드되면 연습 문제의 컴파일 검사도 테스트 하나로 실행합니다. 여러분의 코드로는
            컴파일되면 안 되는 코드 조각이며, 컴파일되면 그것이 가르치는 내용과 함께
            보고합니다. 여러분의 코드에 대한 컴파일러의 경고는 통과·실패 결과 다음에 보여
            주고, 경고로 설명되는 크래시에는 그 경고를 함께 보여 줍니다. 실패한 연습 문제의
            코드가 그 연습 문제의 코드에는 없는 난수 소스를 부르면 그 테스트를 한 번 더
            실행하고, 두 실행 사이에 결과가 바뀐 테스트를 알려 줍니다. 그 연습 문제는 실패로
            남으므로, 같은 코드는 검사할 때마다 같은 판정을 받습니다.

            이름이 없으면 시작했지만 완료가 아닌 연습 문제를 검사합니다(통과한 뒤 고친 것은
            다시 완료가 아닙니다). 그런 것이 없으면 모든 강의를 검사합니다. 어느 쪽이든
            강의마다 한 줄로, 통과한 연습 문제, 이번 검사에서 실패한 것, 시작하지 않은 것의
            수를 보여 주며 끝납니다. 강의를 검사하면 한 연습 문제에 묶이지 않은 다른
            테스트도 실행하고 한 줄로 요약합니다.

            검사를 통과한 연습 문제는 'swift run workbook list'에서 완료로 표시됩니다.
            종료 상태: 검사한 것이 모두 통과할 때만 0, 그 밖에는 1입니다.
            """)
    static let verbose = OptionSpec.flag(
        "--verbose",
        help: Localized(
            en: "Print everything: the whole output of 'swift test' (the build, every test, "
                + "every message as Swift Testing prints it), and every value in full.",
            ko: "전부 출력합니다. 'swift test'의 출력 전체(빌드, 모든 테스트, Swift Testing이 "
                + "출력하는 그대로의 모든 메시지)와 모든 값을 끝까지 보여 줍니다."))
    static let options = [verbose]
    static let epilogue = Localized(
        en: """
            Example: swift run workbook check mvc-identifier-factory
            """,
        ko: """
            예: swift run workbook check mvc-identifier-factory
            """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let runner = try SwiftTestRunner.standard(language: context.language)
        StopSignals.install()
        return try check(
            arguments.positionals.first, context: context,
            runner: CompileCheckingRunner(tests: runner),
            verbose: arguments.has(Self.verbose))
    }

    /// Checks `target` (or the current work) with `runner`, prints the report and records passes.
    static func check(
        _ target: String?, context: CommandContext, runner: any TestRunning, verbose: Bool = false,
        watching: Bool = false
    ) throws -> Int32 {
        let catalog = try context.catalog(needingExercisesOf: target, for: name)
        var state = try WorkbookState.load(from: catalog.workspace)
        let selection = try target.map { try catalog.resolve($0) }
        if let target, let selection, let echo = Catalog.echo(of: target, as: selection) {
            context.console.print(echo)
        }
        let plan = CheckPlan.make(for: selection, catalog: catalog, state: state)
        let console = context.console
        console.print(console.styled(console.say(Messages.checking(plan.filter)), .dim))
        let stages = catalog.workspace.stages.filter(
            (plan.stages + (plan.exercises + plan.dependents).map(\.stage)).contains)
        switch PendingBuild.work(for: stages, in: catalog.workspace.root) {
        case .everything:
            console.print(console.styled(console.say(Messages.buildingEverything), .dim))
        case .changed(let count) where count >= PendingBuild.noticeable:
            console.print(console.styled(console.say(Messages.buildingFirst(count)), .dim))
        case .changed, nil: break
        }
        // Under watch a new modification date would be a save, and start another check: the
        // student's next save compiles the file anyway.
        if !watching { RememberedWarnings.compileUnknown(in: catalog) }
        var outcome = try runner.runTests(filter: plan.filter, in: catalog.workspace.root)
        PendingBuild.remember(
            stages, in: catalog.workspace.root, succeeded: outcome.ending != .buildFailed)
        outcome.warnings = RememberedWarnings.merge(
            outcome.warnings, output: outcome.output, catalog: catalog)
        if verbose {
            console.print(outcome.output)
            console.print(console.styled(console.say(Messages.summaryRule), .dim))
        }
        let editedOutside = OutsideEdits.files(in: catalog)
        var report = CheckReport(
            plan: plan, outcome: outcome, catalog: catalog, state: state,
            editedOutside: editedOutside)
        // Code that calls a random source fails differently from run to run: its tests run once
        // more, without the compile checks (they do not vary), so the verdict names what varied.
        report.varyingResults = try VaryingResults.rerunning(
            report, catalog: catalog,
            runner: (runner as? CompileCheckingRunner)?.tests ?? runner)
        var formatter = CheckFormatter(
            console: console, catalog: catalog, hidesPassingReference: selection == nil,
            capsOutput: !verbose)
        // A restored exercise holds the reference until the student changes it: its pass is the
        // lecture's, not the student's, and earns no *done*.
        let restored = Set(
            catalog.exercises.filter { catalog.holdsRestoredReference($0, state: state) }.map(\.id))
        formatter.referenceInPlace = restored
        formatter.hintsSeen = state.hintsShown
        for line in formatter.lines(for: report)
            + OutsideEdits.warning(for: editedOutside, in: console.language)
        {
            console.print(line)
        }
        for entry in report.entries
        where catalog.places(of: entry.exercise.id).contains(where: \.region.isStarted)
            && !restored.contains(entry.exercise.id)
        {
            switch entry.verdict {
            case .passed: state.passed[entry.exercise.id] = catalog.fingerprint(of: entry.exercise)
            case .notRun: continue
            default: state.passed[entry.exercise.id] = nil
            }
        }
        let checked = report.entries.map(\.exercise.id)
        // A check by name moves the student there: every "Next:" line continues from it.
        if let selection {
            switch selection {
            case .exercise(let exercise): state.workingOn = exercise.id
            case .lecture(let stage): state.workingOn = stage
            }
        }
        try WorkbookState.update(in: catalog.workspace, for: name) { saved in
            for id in checked { saved.passed[id] = state.passed[id] }
            saved.workingOn = state.workingOn
        }
        let summarised: [String] =
            switch selection {
            case nil: catalog.workspace.stages
            case .lecture(let stage): [stage]
            case .exercise: []
            }
        if !summarised.isEmpty {
            console.print()
            for line in formatter.lectureSummary(for: report, stages: summarised, state: state) {
                console.print(line)
            }
        }
        console.print()
        let asked =
            switch selection {
            case .exercise(let exercise): exercise.id
            case .lecture(let stage): stage
            case nil: ""
            }
        console.print(
            nextMessage(
                after: report, catalog: catalog, state: state, asked: asked, watching: watching))
        return report.allPassed ? ExitStatus.success : ExitStatus.failure
    }

    /// The one thing to do next: fix the first problem, or move on to the next exercise.
    ///
    /// `asked` is the name the student checked (empty for a plain `check`): the advice repeats
    /// that check, even when the problem is in another exercise that stopped the build.
    static func nextStep(
        after report: CheckReport, catalog: Catalog, state: WorkbookState, asked: String = "",
        in language: Language = .en
    ) -> String {
        nextMessage(after: report, catalog: catalog, state: state, asked: asked)(language)
    }

    /// `nextStep` in every language.
    /// `watching` words each "then run" as saving the file, since `watch` runs the check itself.
    private static func nextMessage(
        after report: CheckReport, catalog: Catalog, state: WorkbookState, asked: String,
        watching: Bool = false
    ) -> Localized {
        let again = "swift run workbook check" + (asked.isEmpty ? "" : " \(asked)")
        // A required exercise still stubbed fails tests by itself: it comes before any advice.
        for entry in report.entries + report.dependents {
            guard let stub = entry.stubbed.first else { continue }
            return Messages.writeStubFirst(stub.id, breaks: entry.exercise.id, watching: watching)
        }
        // The exercise asked about first, then a region whose declaration breaks its code.
        let breaksAsked = Set(
            report.brokenUses.filter { !asked.isEmpty && $0.usedIn == asked }.map(\.exerciseID))
        let ordered =
            report.entries.filter { $0.exercise.id == asked }
            + report.entries.filter { breaksAsked.contains($0.exercise.id) }
            + report.entries.filter {
                $0.exercise.id != asked && !breaksAsked.contains($0.exercise.id)
            }
        for entry in ordered {
            let id = entry.exercise.id
            switch entry.verdict {
            case .compileError where !entry.blockedBy.isEmpty:
                // The workbook's code, blocked by another region's error: Next goes there.
                continue
            case .compileError(let errors):
                let uses = report.brokenUses.filter { $0.exerciseID == id }
                let own = errors.filter { error in !uses.contains { $0.diagnostic == error } }
                let first = uses.first { $0.usedIn == asked } ?? uses.first
                if own.isEmpty, let use = first, let place = use.placeToFix {
                    if let name = use.missingName {
                        return Messages.declareGivenName(
                            name, at: place, in: asked == id ? nil : id,
                            use: use.diagnostic.place(in: catalog, column: false), again: again,
                            watching: watching)
                    }
                    return Messages.fitDeclaration(
                        at: place, in: asked == id ? nil : id,
                        use: use.diagnostic.place(in: catalog, column: false), again: again,
                        watching: watching)
                }
                let place = own.first?.place(in: catalog, column: false) ?? id
                return Messages.fixCompilerError(
                    at: place, in: asked == id ? nil : id, again: again, watching: watching)
            case .crashed(let crash) where crash.timeLimit != nil:
                return Messages.findEndlessLoop(in: id, again: again, watching: watching)
            case .crashed(let crash):
                let warning = report.warnings(explaining: crash, catalog: catalog).first
                return Messages.findCrash(
                    in: id, again: again, watching: watching,
                    negativeMadeUnsigned: crash.madeNegativeUnsigned,
                    warnedAt: warning?.place(in: catalog, column: false))
            case .failed:
                return Messages.fixFailures(of: id, again: again, watching: watching)
            default:
                continue
            }
        }
        for dependent in report.dependents {
            switch dependent.verdict {
            case .passed, .notRun, .noTests: continue
            default:
                let yours = dependent.fedBy.joined(separator: ", ")
                return Messages.fixFeeding(
                    yours, dependent: dependent.exercise.id,
                    check: dependent.fedBy.first ?? yours, watching: watching)
            }
        }
        if !report.unplacedErrors.isEmpty || !report.otherErrors.isEmpty {
            return Messages.fixBuildOutsideRegions(
                markerDamaged: report.markerDamaged, editedOutside: !report.editedOutside.isEmpty,
                again: again, watching: watching)
        }
        if let crash = report.crash {
            if let warning = report.warnings(explaining: crash, catalog: catalog).first {
                return Messages.fixWarning(
                    at: warning.place(in: catalog, column: false), in: nil, again: again,
                    watching: watching)
            }
            return Messages.findCrashAbove(again: again, watching: watching)
        }
        // An exercise none of whose tests ran has nothing for the student to fix.
        if report.entries.contains(where: { $0.verdict == .noTests }),
            report.otherSuites.allSatisfy(\.failed.isEmpty)
        {
            return Messages.tellInstructorNoTestRan
        }
        if !report.allPassed {
            return Messages.fixFailuresAbove(again: again, watching: watching)
        }
        // "All passed" only when some of the student's own code was checked.
        let mine = report.entries.filter {
            catalog.status(of: $0.exercise, state: state) != .notStarted
        }
        // The verdict is a line of its own: the "Next:" line under it holds only its command.
        let line = .verbatim("\n") + NextExercise(catalog: catalog, state: state).line()
        guard !mine.isEmpty else {
            // What was asked about is named first; Next (the exercise last checked by name) starts it.
            if case .exercise(let exercise)? = try? catalog.resolve(asked) {
                return Messages.notStartedNoneYours(exercise.id) + line
            }
            return Messages.referencePassesNoneYours + line
        }
        return Messages.allPassed + line
    }
}
