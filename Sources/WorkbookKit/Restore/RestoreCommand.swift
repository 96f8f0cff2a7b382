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

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let target = try arguments.requiredName(
            orSay: "Say what to restore: swift run workbook restore <lecture|exercise>")
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
                console.print("Restoring \(stage): the reference code goes back into these files:")
                for file in files { console.print("    \(file)") }
                console.print(
                    "Code you wrote is backed up first. To stub them again: swift run workbook start \(stage)"
                )
                console.print("")
            }
        }
        var editor = Editor(catalog: catalog)
        editor.waiting = { console.printError($0) }
        var keepingStartedForm = false
        if case .exercise = selection { keepingStartedForm = true }
        let outcome = try editor.restore(exercises, keepingStartedForm: keepingStartedForm)
        for id in outcome.unchanged {
            console.print("\(id) already holds the reference code; nothing changed.")
        }
        for repair in outcome.repairs {
            console.print(repair)
        }
        for backup in outcome.backups {
            console.print("Your version was saved to \(catalog.workspace.relativePath(of: backup))")
        }
        for id in outcome.changed {
            if keepingStartedForm {
                console.print(
                    "Restored the reference code of \(id) between its markers. "
                        + "To make it a stub again: swift run workbook start \(id)")
            } else {
                console.print("Restored the reference code of \(id).")
            }
        }
        let cleared = done.filter(outcome.changed.contains)
        if !cleared.isEmpty {
            console.print(
                "Cleared the \"done\" mark of \(cleared.joined(separator: ", ")): the code that passed "
                    + "is not there any more. 'start' and a passing 'check' earn it back.")
        }
        if !outcome.changed.isEmpty {
            let restored = try context.catalog()
            let state = try WorkbookState.load(from: restored.workspace)
            console.print("")
            console.print(NextExercise(catalog: restored, state: state).line())
        }
        return ExitStatus.success
    }
}
