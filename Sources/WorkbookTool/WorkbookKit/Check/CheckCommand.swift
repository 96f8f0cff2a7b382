import Foundation
import WorkbookLanguage

/// `workbook check`: build and run the tests of a lecture or exercise and say what to do next.
enum CheckCommand: WorkbookCommand {
    static let name = "check"
    static let summary =
        "Build and run the tests of a lecture or exercise and say what to do next"
    static let usage = """
        Usage: swift run workbook check [<lecture|exercise>]
        """
    static let discussion = """
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
        a crash of the test process, with the test that was running. When the tests
        built, an exercise's compile checks run too, each as one more test: a snippet
        that must not compile against your code, reported with what it teaches if it
        does. The compiler's warnings about your code are listed after the verdicts,
        and a crash that one of them explains names it.

        With no name it checks the exercises you have started that are not done (one you
        change after it passed is not done any more); when there are none, it checks every
        lecture. Either way it ends with one line per lecture: how many exercises passed,
        failed in this check, or are not started. Checking a lecture ends with its own
        line, and also runs its other tests (those not tied to one exercise) and sums them
        up in one line.

        An exercise whose check passes is marked done in 'swift run workbook list'.
        Exit status: 0 only when everything checked passes, 1 otherwise.
        """
    static let verbose = OptionSpec.flag(
        "--verbose",
        help: "Print everything: the whole output of 'swift test' (the build, every test, "
            + "every message as Swift Testing prints it), and every value in full.")
    static let options = [verbose]
    static let epilogue = """
        Example: swift run workbook check mvc-identifier-factory
        """

    static let korean: HelpTranslation? = .check

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
        let stages = plan.stages + (plan.exercises + plan.dependents).map(\.stage)
        if let changed = PendingBuild.changedFiles(
            of: catalog.workspace.stages.filter(stages.contains), in: catalog.workspace.root),
            changed >= PendingBuild.noticeable
        {
            console.print(console.styled(console.say(Messages.buildingFirst(changed)), .dim))
        }
        // Under watch a new modification date would be a save, and start another check: the
        // student's next save compiles the file anyway.
        if !watching { RememberedWarnings.compileUnknown(in: catalog) }
        var outcome = try runner.runTests(filter: plan.filter, in: catalog.workspace.root)
        outcome.warnings = RememberedWarnings.merge(
            outcome.warnings, output: outcome.output, catalog: catalog)
        if verbose {
            console.print(outcome.output)
            console.print(console.styled(console.say(Messages.summaryRule), .dim))
        }
        let editedOutside = OutsideEdits.files(in: catalog)
        let report = CheckReport(
            plan: plan, outcome: outcome, catalog: catalog, state: state,
            editedOutside: editedOutside)
        var formatter = CheckFormatter(
            console: console, catalog: catalog, hidesPassingReference: selection == nil,
            capsOutput: !verbose)
        // A restored exercise holds the reference until the student changes it: its pass is the
        // lecture's, not the student's, and earns no *done*.
        let restored = Set(
            catalog.exercises.filter { catalog.holdsRestoredReference($0, state: state) }.map(\.id))
        formatter.referenceInPlace = restored
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
            case .compileError(let errors):
                let uses = report.brokenUses.filter { $0.exerciseID == id }
                let own = errors.filter { error in !uses.contains { $0.diagnostic == error } }
                let first = uses.first { $0.usedIn == asked } ?? uses.first
                if own.isEmpty, let use = first, let declaration = use.declarations.first {
                    return Messages.fitDeclaration(
                        at: "\(declaration.path):\(declaration.line)", in: asked == id ? nil : id,
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
                    in: id, again: again, watching: watching, reason: crash.reason,
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
                markerDamaged: report.markerDamaged, editedOutside: !report.editedOutside.isEmpty)
        }
        if let crash = report.crash {
            if let warning = report.warnings(explaining: crash, catalog: catalog).first {
                return Messages.fixWarning(
                    at: warning.place(in: catalog, column: false), in: nil, again: again,
                    watching: watching)
            }
            return Messages.findCrashAbove
        }
        if !report.allPassed {
            return Messages.fixFailuresAbove
        }
        // "All passed" only when some of the student's own code was checked.
        let mine = report.entries.filter {
            catalog.status(of: $0.exercise, state: state) != .notStarted
        }
        let line = NextExercise(catalog: catalog, state: state).line()
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
