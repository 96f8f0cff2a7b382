import WorkbookCommandLine
import WorkbookLanguage

/// `workbook review`: write a few passed exercises again from memory, then get your code back.
///
/// Recalling an answer fixes it in memory far better than reading it again (retrieval practice),
/// so a review stubs exercises the student already solved, the ones that took the most hints
/// first, and keeps their code safe until they pass again.
enum ReviewCommand: WorkbookCommand {
    static let name = "review"
    static let summary = Localized(
        en: "Write a few exercises you passed again, from memory",
        ko: "통과한 연습 문제 몇 개를 기억만으로 다시 씁니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook review [<lecture>] [--count <n>]
               swift run workbook review --give-back
        """)
    static let discussion = Localized(
        en: """
            Picks a few exercises whose check passed (of one lecture, or of all), the ones
            that took the most hints first, then the earliest in the course, and puts their
            stubs back, so that you write them again from memory. Your own code is kept first:
            in .workbook/review.json, and each file is also copied to .workbook/backups/<time>/.

            Then check each exercise as usual. Running 'review' again gives your earlier code
            back to every reviewed exercise that passes again, and says which are still open.
            --give-back gives all of it back at once, passed or not; what you wrote during the
            review is copied to .workbook/backups/<time>/ first. Nothing you wrote is ever lost,
            even if the command is stopped halfway: running it again finishes the job.
            """,
        ko: """
            check를 통과한 연습 문제(한 강의 또는 전체) 가운데 몇 개를 고릅니다. 힌트를
            가장 많이 본 것부터, 그다음은 과정에서 가장 앞선 것부터 고르며, 그 영역에 다시
            스텁을 넣어 기억만으로 다시 쓰게 합니다. 먼저 작성한 코드를 보관합니다:
            .workbook/review.json에 두고, 파일마다 .workbook/backups/<time>/에도 복사합니다.

            그런 다음 평소처럼 연습 문제마다 check하십시오. 'review'를 다시 실행하면 다시
            통과한 연습 문제마다 전에 작성한 코드를 돌려주고, 아직 복습 중인 것을 알려
            줍니다. --give-back은 통과 여부와 상관없이 모두 한 번에 돌려줍니다. 복습하며
            쓴 코드는 먼저 .workbook/backups/<time>/에 복사합니다. 명령이 중간에 멈추어도
            작성한 코드는 하나도 잃지 않습니다: 다시 실행하면 하던 일을 마칩니다.
            """)
    static let count = OptionSpec.option(
        "--count", value: "n",
        help: Localized(
            en: "How many exercises to review (1 to 12; 3 when not given).",
            ko: "복습할 연습 문제 수입니다(1부터 12까지, 주지 않으면 3)."))
    static let giveBack = OptionSpec.flag(
        "--give-back",
        help: Localized(
            en: "End the review now: every reviewed exercise gets your earlier code back, "
                + "whether it passes again or not.",
            ko: "지금 복습을 끝냅니다: 다시 통과했든 아니든, 복습한 연습 문제마다 전에 작성한 "
                + "코드를 돌려줍니다."))
    static let options = [count, giveBack]
    static let epilogue = Localized(
        en: """
            Example: swift run workbook review Lecture2MVC --count 2
            """,
        ko: """
            예: swift run workbook review Lecture2MVC --count 2
            """)

    /// How many exercises a review picks when `--count` is not given.
    static let defaultCount = 3

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        var wanted = defaultCount
        if let value = arguments.value(of: count) {
            guard let number = Int(value), (1...12).contains(number) else {
                throw WorkbookError.usageMessage(Messages.reviewCountInvalid(value))
            }
            wanted = number
        }
        // A review under way gives code back into its exercises' regions, so it needs them intact.
        let session = try ReviewSession.load(from: context.workspace())
        let catalog = try context.catalog(
            needing: { catalog in session?.exercises.compactMap(catalog.exercise) ?? [] },
            for: name)
        let console = context.console
        var reviewer = Reviewer(catalog: catalog)
        reviewer.waiting = { console.printError($0) }
        if session != nil || arguments.has(giveBack) {
            let outcome = try reviewer.resume(givingBackEverything: arguments.has(giveBack))
            report(outcome, catalog: catalog, console: console)
            if outcome.givenBack.isEmpty && outcome.open.isEmpty {
                console.print(Messages.reviewNoneOpen)
            }
            return ExitStatus.success
        }
        let selection = try arguments.positionals.first.map { try catalog.resolve($0) }
        if let target = arguments.positionals.first, let selection,
            let echo = Catalog.echo(of: target, as: selection)
        {
            console.print(echo)
        }
        let state = try WorkbookState.load(from: catalog.workspace)
        let candidates = selection.map(catalog.exercises(in:)) ?? catalog.exercises
        let picked = Reviewer.pick(wanted, from: candidates, catalog: catalog, state: state)
        guard !picked.isEmpty else {
            console.print(Messages.reviewNothingPassed)
            return ExitStatus.failure
        }
        let outcome = try reviewer.begin(picked)
        report(outcome, catalog: catalog, console: console)
        return ExitStatus.success
    }

    /// Says what a step did: backups, code given back, exercises stubbed, and what is next.
    private static func report(_ outcome: Reviewer.Outcome, catalog: Catalog, console: Console) {
        for backup in outcome.backups {
            console.print(Messages.savedTo(catalog.workspace.relativePath(of: backup)))
        }
        for id in outcome.givenBack {
            console.print(
                Messages.reviewGaveBack(id, passed: outcome.passedAgain.contains(id)))
        }
        if !outcome.stubbed.isEmpty {
            let current = (try? Catalog(workspace: catalog.workspace)) ?? catalog
            console.print(Messages.reviewPicked(outcome.stubbed))
            for id in outcome.stubbed {
                let places = current.writingPlaces(of: id).joined(separator: ", ")
                console.print(Messages.reviewWhere(id, places: places))
            }
            console.print()
            console.print(Messages.reviewNext(outcome.stubbed[0]))
        } else if !outcome.open.isEmpty {
            console.print(Messages.reviewStillOpen(outcome.open))
        } else if !outcome.givenBack.isEmpty {
            console.print(Messages.reviewFinished)
        }
    }
}
