/// `workbook restore`: put the reference code back, keeping a backup of the student's own.
enum RestoreCommand: WorkbookCommand {
    static let name = "restore"
    static let summary = "Put the reference code of a lecture or exercise back"
    static let usage = """
        Usage: swift run workbook restore <lecture|exercise>
        """
    static let discussion = """
        Puts the reference code back into the regions of one exercise (or of every
        exercise of a lecture). If a region holds code you wrote, the whole file is first
        copied to .workbook/backups/<time>/ and the copy's path is printed: nothing you
        wrote is lost. An exercise gets the reference code between its '// BEGIN EXERCISE'
        and '// END EXERCISE' lines, as you started it; a lecture gets its files back as
        they were before 'start', and first lists them. 'start' makes either a stub again.
        The reference code is the answer, so restore an exercise only when you want to
        see it.

        It also repairs an exercise whose '// BEGIN EXERCISE' or '// END EXERCISE' line
        was deleted: the file is backed up, and the region is rebuilt from the reference
        kept in .workbook/state.json (or in the last git commit).

        Example: swift run workbook restore mvc-identifier-factory
        """

    static let korean: HelpTranslation? = .restore

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let target = try arguments.requiredName(
            orSay: Messages.sayWhatToRestore)
        let catalog = try context.catalog()
        try catalog.workspace.requireReference(for: name)
        let selection = try catalog.resolve(target)
        let exercises = catalog.exercises(in: selection)
        let console = context.console
        if let echo = Catalog.echo(of: target, as: selection) { console.print(echo) }
        let before = try WorkbookState.load(from: catalog.workspace)
        let done = exercises.filter { catalog.status(of: $0, state: before) == .done }.map(\.id)
        if case .lecture(let stage) = selection {
            var files: [String] = []
            for place in exercises.flatMap({ catalog.places(of: $0.id) })
            where place.region.isStarted && !files.contains(place.file) {
                files.append(place.file)
            }
            if !files.isEmpty {
                console.print(Messages.restoringLecture(stage))
                for file in files { console.print("    \(file)") }
                console.print(Messages.backedUpFirst(stage))
                console.print("")
            }
        }
        var editor = Editor(catalog: catalog)
        editor.waiting = { console.printError($0) }
        var keepingStartedForm = false
        if case .exercise = selection { keepingStartedForm = true }
        let outcome = try editor.restore(exercises, keepingStartedForm: keepingStartedForm)
        for id in outcome.unchanged {
            console.print(Messages.alreadyReference(id))
        }
        for repair in outcome.repairs {
            console.print(repair)
        }
        for backup in outcome.backups {
            console.print(Messages.savedTo(catalog.workspace.relativePath(of: backup)))
        }
        for id in outcome.changed {
            console.print(
                keepingStartedForm ? Messages.restoredBetweenMarkers(id) : Messages.restored(id))
        }
        let cleared = done.filter(outcome.changed.contains)
        if !cleared.isEmpty {
            console.print(Messages.doneCleared(cleared.joined(separator: ", ")))
        }
        if !outcome.changed.isEmpty {
            let restored = try Catalog(workspace: catalog.workspace)
            let state = try WorkbookState.load(from: restored.workspace)
            console.print("")
            console.print(NextExercise(catalog: restored, state: state).line())
        }
        return ExitStatus.success
    }
}
