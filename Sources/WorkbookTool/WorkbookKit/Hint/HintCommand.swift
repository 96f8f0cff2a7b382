import WorkbookCommandLine
import WorkbookLanguage

/// `workbook hint`: the next hint of an exercise, one more each time it is asked.
enum HintCommand: WorkbookCommand {
    static let name = "hint"
    static let summary = Localized(
        en: "Show the next hint for an exercise",
        ko: "연습 문제의 다음 힌트를 보여 줍니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook hint <exercise> [--all]
        """)
    static let discussion = Localized(
        en: """
            Shows the next hint for the exercise, one more each time you ask: the first is a
            nudge, and each later one comes closer to the answer; the last one nearly is the
            answer. After the last hint, asking again repeats it and names the concept.
            Hints are in Lectures/<Stage>/exercises.json.
            """,
        ko: """
            물어볼 때마다 연습 문제의 힌트를 하나씩 더 보여 줍니다. 첫 힌트는 살짝 방향만
            알려 주고, 뒤로 갈수록 정답에 가까워지며, 마지막 힌트는 거의 정답입니다. 마지막
            힌트 뒤에 다시 물으면 그 힌트를 되풀이하고 개념을 알려 줍니다.
            힌트는 Lectures/<Stage>/exercises.json에 있습니다.
            """)
    static let all = OptionSpec.flag(
        "--all",
        help: Localized(
            en: "Show every hint of the exercise at once, the answer-like last one included. "
                + "They all count as seen: check's advice no longer waits for a hint.",
            ko: "정답에 가까운 마지막 힌트까지 연습 문제의 힌트를 한 번에 모두 보여 줍니다. "
                + "힌트를 모두 본 것으로 셉니다: check의 조언이 더는 힌트를 기다리지 않습니다."))
    static let options = [all]

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
            if !exercise.hasHints(in: context.language) {
                console.print(Messages.hintsNotTranslated(exercise.id, stage: exercise.stage))
            }
            // Every hint was shown, so the ladder of `check` holds nothing back any more.
            try WorkbookState.update(in: catalog.workspace, for: name) {
                $0.hintsShown[exercise.id] = max(
                    $0.hintsShown[exercise.id, default: 0], hints.count)
            }
            return ExitStatus.success
        }
        let shown = state.hintsShown[exercise.id, default: 0]
        let index = min(shown, hints.count - 1)
        console.print(Messages.hint(index + 1, of: hints.count, for: exercise.id, hints[index]))
        if index == hints.count - 1 {
            console.print(Messages.lastHint(concept: exercise.concept(in: context.language)))
        }
        if !exercise.hasHints(in: context.language) {
            console.print(Messages.hintsNotTranslated(exercise.id, stage: exercise.stage))
        }
        // Once the marker is back, the student's code is checked as it stands; a hint of an
        // exercise already passed leads back to the one being worked on.
        if damage == nil, catalog.status(of: exercise, state: state) == .done {
            console.print(next.line())
        } else {
            console.print(
                Messages.next(
                    damage == nil
                        ? next.command(for: exercise) : "swift run workbook check \(exercise.id)"))
        }
        try WorkbookState.update(in: catalog.workspace, for: name) {
            $0.hintsShown[exercise.id] = index + 1
        }
        return ExitStatus.success
    }
}
