import WorkbookCommandLine
import WorkbookLanguage

/// `workbook restore`: put the reference code back, keeping a backup of the student's own.
enum RestoreCommand: WorkbookCommand {
    static let name = "restore"
    static let summary = Localized(
        en: "Put the reference code of a lecture or exercise back",
        ko: "강의나 연습 문제의 기준 코드를 되돌려 놓습니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook restore <lecture|exercise>
               swift run workbook restore <exercise> --authored
        """)
    static let discussion = Localized(
        en: """
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

            Maintainers: with --authored an exercise gets its region back as it was authored,
            '// BEGIN SOLUTION', the reference, '// STUB' and the stub, as a lecture does.

            Example: swift run workbook restore mvc-identifier-factory
            """,
        ko: """
            연습 문제 하나(또는 강의의 모든 연습 문제)의 영역에 기준 코드를 되돌려 놓습니다.
            영역에 직접 쓴 코드가 있으면 먼저 파일 전체를 .workbook/backups/<time>/에 복사하고
            그 경로를 알려 주므로, 쓴 것은 하나도 잃지 않습니다. 연습 문제는 시작했을 때처럼
            '// BEGIN EXERCISE'와 '// END EXERCISE' 줄 사이에 기준 코드를 받고, 강의는 파일이
            'start' 전의 모습으로 돌아가며, 먼저 그 파일들을 보여 줍니다. 'start'로 어느 쪽이든
            다시 스텁으로 만들 수 있습니다. 기준 코드는 정답이므로, 정답을 보고 싶을 때만
            연습 문제를 되돌리십시오.

            '// BEGIN EXERCISE'나 '// END EXERCISE' 줄이 지워진 연습 문제도 고칩니다. 파일을
            백업한 뒤, .workbook/state.json(또는 마지막 git 커밋)에 보관한 기준 코드로 영역을
            다시 만듭니다.

            관리자용: --authored를 붙이면 연습 문제 하나도 강의처럼 작성된 모습의 영역을
            돌려받습니다. '// BEGIN SOLUTION', 기준 코드, '// STUB'과 스텁입니다.

            예: swift run workbook restore mvc-identifier-factory
            """)

    static let authored = OptionSpec.flag(
        "--authored",
        help: Localized(
            en: "Maintainers: give an exercise its region back as authored (the reference and "
                + "its stub), not the reference between its started markers.",
            ko: "관리자용: 연습 문제의 영역을 시작한 표시 줄 사이의 기준 코드가 아니라, 작성된 "
                + "모습(기준 코드와 스텁) 그대로 돌려받습니다."))
    static let options = [authored]

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
        // A student keeps the started form, so `start` makes the exercise a stub again; a
        // maintainer asks for the authored one, to edit the reference or its stub.
        var keepingStartedForm = false
        if case .exercise = selection { keepingStartedForm = !arguments.has(Self.authored) }
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
