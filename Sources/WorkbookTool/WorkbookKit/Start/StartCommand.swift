import WorkbookLanguage

/// `workbook start`: hand the student an exercise by replacing its reference code with the stub.
enum StartCommand: WorkbookCommand {
    static let name = "start"
    static let summary = Localized(
        en: "Replace the reference code of a lecture (or one exercise) with stubs to write",
        ko: "강의(또는 연습 문제 하나)의 기준 코드를 직접 쓸 스텁으로 바꿉니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook start <lecture|exercise>
        """)
    static let discussion = Localized(
        en: """
            Replaces the marked regions of every exercise of a lecture (or of one exercise)
            with stubs, in place, so that you can write the code yourself. It says which files
            it rewrites and where to write each exercise, as the lines are after the rewrite.
            The reference is remembered in .workbook/ so that 'restore' can put it back.

            Begin each lecture by starting all of it: a file often holds several exercises,
            and starting one exercise leaves the answers of the others in view. Starting a
            single exercise is for instructors and reviewers, or to try one exercise again.

            Starting an exercise that is already started changes nothing.
            """,
        ko: """
            강의의 모든 연습 문제(또는 연습 문제 하나)의 표시된 영역을 그 자리에서 스텁으로
            바꾸어, 코드를 직접 쓸 수 있게 합니다. 어떤 파일을 고쳐 쓰는지, 그리고 고친 뒤의
            줄 번호로 연습 문제마다 어디에 쓰면 되는지 알려 줍니다. 기준 코드는 .workbook/에
            기억해 두므로 'restore'가 되돌릴 수 있습니다.

            강의는 통째로 시작하십시오. 한 파일에 연습 문제가 여럿인 경우가 많아, 하나만
            시작하면 나머지의 정답이 보이는 채로 남습니다. 연습 문제 하나만 시작하는 것은
            강사와 검토자를 위한 것이거나, 한 문제를 다시 풀어 볼 때를 위한 것입니다.

            이미 시작한 연습 문제를 다시 시작해도 아무것도 바뀌지 않습니다.
            """)
    static let epilogue = Localized(
        en: """
            Example: swift run workbook start Lecture2MVC
            Undo (your own code is backed up first): swift run workbook restore Lecture2MVC
            """,
        ko: """
            예:       swift run workbook start Lecture2MVC
            되돌리기(직접 쓴 코드는 먼저 백업합니다): swift run workbook restore Lecture2MVC
            """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let target = try arguments.requiredName(
            orSay: Messages.sayWhatToStart)
        let catalog = try context.catalog(needingExercisesOf: target, for: name)
        let selection = try catalog.resolve(target)
        let exercises = catalog.exercises(in: selection)
        let console = context.console
        if let echo = Catalog.echo(of: target, as: selection) { console.print(echo) }
        if case .lecture(let stage) = selection {
            let state = try WorkbookState.load(from: catalog.workspace)
            announce(stage, exercises: exercises, catalog: catalog, state: state, console: console)
        }
        var editor = Editor(catalog: catalog)
        editor.waiting = { console.printError($0) }
        editor.language = context.language
        let outcome = try editor.start(exercises)
        // Read the files again: a stub is shorter than its solution, so later regions moved up.
        // (Any damage elsewhere was warned of above.)
        let started = try Catalog(workspace: catalog.workspace)
        for backup in outcome.backups {
            console.print(Messages.savedTo(catalog.workspace.relativePath(of: backup)))
        }
        for id in outcome.unchanged {
            console.print(Messages.alreadyStarted(id))
        }
        for id in outcome.changed {
            let places = started.writingPlaces(of: id).joined(separator: ", ")
            console.print(Messages.started(id, places: places))
        }
        if case .exercise(let exercise) = selection {
            let others = answersInView(beside: exercise.id, in: started)
            if !others.isEmpty {
                console.print("")
                console.print(
                    Messages.answersStillInView(
                        others.joined(separator: ", "), stage: exercise.stage))
            }
        }
        // The student works here now: every "Next:" line continues from it.
        try WorkbookState.update(in: started.workspace, for: name) { saved in
            switch selection {
            case .exercise(let exercise): saved.workingOn = exercise.id
            case .lecture(let stage): saved.workingOn = stage
            }
        }
        if !outcome.changed.isEmpty {
            let state = try WorkbookState.load(from: started.workspace)
            let next = NextExercise(catalog: started, state: state)
            console.print("")
            if let exercise = next.exercise(), exercise.stage == exercises.first?.stage {
                console.print(
                    Messages.nextWithHint(next.command(for: exercise), id: exercise.id)
                        + (next.earlierUnfinished(before: exercise) ?? .verbatim("")))
            } else {
                console.print(next.line())
            }
        }
        return ExitStatus.success
    }

    /// Says, before anything is written, which files a whole lecture's start rewrites and how to undo it.
    private static func announce(
        _ stage: String, exercises: [Exercise], catalog: Catalog, state: WorkbookState,
        console: Console
    ) {
        let toStart = exercises.filter { exercise in
            catalog.places(of: exercise.id).contains {
                Editor.isToStart($0, of: exercise.id, state: state)
            }
        }
        guard !toStart.isEmpty else { return }
        var files: [String] = []
        for exercise in toStart {
            for place in catalog.places(of: exercise.id)
            where Editor.isToStart(place, of: exercise.id, state: state)
                && !files.contains(place.file)
            {
                files.append(place.file)
            }
        }
        console.print(Messages.startingLecture(stage, count: toStart.count))
        for file in files { console.print("    \(file)") }
        // Exercises beside started ones hold the reference because they were restored (or
        // never started): say so before their code becomes a stub again.
        if toStart.count < exercises.count {
            let ids = toStart.map(\.id).joined(separator: ", ")
            console.print(Messages.restoredBecomeStubs(ids, count: toStart.count))
        }
        console.print(Messages.undoStart(stage))
        console.print("")
    }

    /// The other exercises whose reference code stands in the files of exercise `id`.
    static func answersInView(beside id: String, in catalog: Catalog) -> [String] {
        let files = Set(catalog.places(of: id).map(\.file))
        var others: [String] = []
        for file in catalog.files where files.contains(file.path) {
            for region in file.regions
            where !region.isStarted && region.exerciseID != id
                && !others.contains(region.exerciseID)
            {
                others.append(region.exerciseID)
            }
        }
        return others
    }
}
