/// `workbook hint`: the next hint of an exercise, one more each time it is asked.
enum HintCommand: WorkbookCommand {
    static let name = "hint"
    static let summary = "Show the next hint for an exercise"
    static let usage = """
        Usage: swift run workbook hint <exercise> [--all]
        """
    static let discussion = """
        Shows the next hint for the exercise, one more each time you ask: the first is a
        nudge, and each later one comes closer to the answer; the last one nearly is the
        answer. After the last hint, asking again repeats it and names the concept.
        Hints are in Lectures/<Stage>/exercises.json.
        """
    static let all = OptionSpec.flag(
        "--all",
        help: "Show every hint of the exercise at once, the answer-like last one included. "
            + "It does not count as asking for the next hint.")
    static let options = [all]

    static let korean: HelpTranslation? = .hint

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let target = try arguments.requiredName(
            orSay: Messages.sayWhichExercise)
        let catalog = try context.catalog()
        let selection = try catalog.resolve(target)
        guard case .exercise(let exercise) = selection else {
            // The lecture as it is spelled, whatever case it was typed in.
            let stage = catalog.exercises(in: selection).first?.stage ?? target
            let ids = catalog.exercises(inStage: stage).map(\.id)
            throw WorkbookError.usageMessage(
                Messages.hintsBelongToExercises(stage: stage, ids: ids))
        }
        let state = try WorkbookState.load(from: catalog.workspace)
        let console = context.console
        let next = NextExercise(catalog: catalog, state: state)
        // Hints help write the code; before `start` the lecture's code is still in place. A region
        // whose marker line was deleted is no region to the catalog, but it is started: the
        // student's code is there, and the marker is what to repair.
        let damage = catalog.damage.first { $0.exerciseID == exercise.id }
        if let damage {
            console.print(Messages.hintWithDamagedMarker(damage))
        } else if catalog.status(of: exercise, state: state) == .notStarted {
            console.print(Messages.hintBeforeStart(exercise.id, start: next.command(for: exercise)))
        }
        let hints = exercise.hints(in: context.language)
        if arguments.has(Self.all) {
            for (number, hint) in hints.enumerated() {
                console.print(Messages.hint(number + 1, of: hints.count, for: exercise.id, hint))
            }
            return ExitStatus.success
        }
        let shown = state.hintsShown[exercise.id, default: 0]
        let index = min(shown, hints.count - 1)
        console.print(Messages.hint(index + 1, of: hints.count, for: exercise.id, hints[index]))
        if index == hints.count - 1 {
            console.print(Messages.lastHint(concept: exercise.concept(in: context.language)))
        }
        // Once the marker is back, the student's code is checked as it stands.
        console.print(
            Messages.next(
                damage == nil
                    ? next.command(for: exercise) : "swift run workbook check \(exercise.id)"))
        try WorkbookState.update(in: catalog.workspace, for: name) {
            $0.hintsShown[exercise.id] = index + 1
        }
        return ExitStatus.success
    }
}
