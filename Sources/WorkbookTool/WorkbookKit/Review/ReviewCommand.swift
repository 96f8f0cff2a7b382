import WorkbookLanguage

/// `workbook review`: write a few passed exercises again from memory, then get your code back.
///
/// Recalling an answer fixes it in memory far better than reading it again (retrieval practice),
/// so a review stubs exercises the student already solved, the ones that took the most hints
/// first, and keeps their code safe until they pass again.
enum ReviewCommand: WorkbookCommand {
    static let name = "review"
    static let summary = "Write a few exercises you passed again, from memory"
    static let usage = """
        Usage: swift run workbook review [<lecture>] [--count <n>]
               swift run workbook review --give-back
        """
    static let discussion = """
        Picks a few exercises whose check passed (of one lecture, or of all), the ones
        that took the most hints first, then the earliest in the course, and puts their
        stubs back, so that you write them again from memory. Your own code is kept first:
        in .workbook/review.json, and each file is also copied to .workbook/backups/<time>/.

        Then check each exercise as usual. Running 'review' again gives your earlier code
        back to every reviewed exercise that passes again, and says which are still open.
        --give-back gives all of it back at once, passed or not; what you wrote during the
        review is copied to .workbook/backups/<time>/ first. Nothing you wrote is ever lost,
        even if the command is stopped halfway: running it again finishes the job.
        """
    static let count = OptionSpec.option(
        "--count", value: "n", help: "How many exercises to review (1 to 12; 3 when not given).")
    static let giveBack = OptionSpec.flag(
        "--give-back",
        help: "End the review now: every reviewed exercise gets your earlier code back, "
            + "whether it passes again or not.")
    static let options = [count, giveBack]
    static let epilogue = """
        Example: swift run workbook review Lecture2MVC --count 2
        """

    static let korean: HelpTranslation? = .review

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
