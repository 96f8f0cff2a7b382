import Foundation
import WorkbookCommandLine
import WorkbookLanguage

/// `workbook play`: build the game and play a lecture in this terminal, run by the student's code.
enum PlayCommand: WorkbookCommand {
    static let name = "play"
    static let summary = Localized(
        en: "Play a lecture's game in this terminal, run by your code",
        ko: "여러분의 코드로 돌아가는 강의의 게임을 이 터미널에서 합니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook play [<lecture|exercise>] [options]
        """)
    static let discussion = Localized(
        en: """
            Builds the game (swift build --product play) and plays the lecture in this terminal
            through the lecture's own code, your exercises included: what you wrote is what the
            cards do. An exercise name plays its lecture. With no name it plays the latest
            lecture in which you have started an exercise, or else the latest lecture.

            If the code does not compile, nothing is played: each compiler error is shown against
            the exercise whose region it is in, as 'check' shows it, with what to do next.

            In the game: arrows or h j k l move, Space or Return chooses, a number picks a card,
            n deals a new game, q quits. Without a terminal (input from a pipe) it reads one
            command a line: a card number, n or q.

            Exit status: the game's: 0 after q or at the end of the input, 1 when your code
            stopped the game (its message says where) or did not compile, 64 for a usage error,
            130 after Ctrl-C.
            """,
        ko: """
            게임을 빌드하고(swift build --product play) 여러분의 연습 문제를 포함한 강의 자신의
            코드로 이 터미널에서 게임을 합니다. 여러분이 쓴 코드대로 카드가 움직입니다. 연습
            문제 이름을 주면 그 강의를 합니다. 이름이 없으면 연습 문제를 시작한 가장 최근
            강의를, 그런 강의가 없으면 마지막 강의를 합니다.

            코드가 컴파일되지 않으면 게임을 하지 않습니다. 'check'처럼 컴파일 오류마다 그
            오류가 있는 영역의 연습 문제와 함께, 다음에 할 일을 보여 줍니다.

            게임에서는 화살표나 h j k l로 움직이고, Space나 Return으로 고르고, 숫자로 카드를
            고르며, n은 새 게임, q는 끝내기입니다. 터미널이 없으면(파이프 입력) 한 줄에 명령
            하나를 읽습니다: 카드 번호, n 또는 q.

            종료 상태: 게임의 것입니다. q를 누르거나 입력이 끝나면 0, 여러분의 코드가 게임을
            멈췄거나(메시지가 어디인지 알려 줍니다) 컴파일되지 않으면 1, 사용법 오류는 64,
            Ctrl-C 뒤에는 130입니다.
            """)
    /// The game's own options, which are passed on to it as given.
    static let options = GameOptions.all
    static let epilogue = Localized(
        en: """
            Example: swift run workbook play Lecture2MVC --seed 7
            """,
        ko: """
            예: swift run workbook play Lecture2MVC --seed 7
            """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        try run(words, context: context, runner: SwiftGameRunner(language: context.language))
    }

    /// Reads the words and plays with `runner`: the options go on to the game as given (it
    /// checks their values itself, and says what it accepts), in the order `--help` lists them.
    static func run(_ words: [String], context: CommandContext, runner: any GameRunning)
        throws -> Int32
    {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let passed = options.flatMap { option in
            arguments.value(of: option).map { [option.name, $0] } ?? []
        }
        return try play(
            arguments.positionals.first, passing: passed, context: context, runner: runner)
    }

    /// Builds the game with `runner` and plays the lecture `name` stands for, with `options`
    /// after it on the game's command line; when the build fails, reports its errors against
    /// the exercises instead.
    ///
    /// - Returns: The game's exit status, or 1 when it did not build.
    static func play(
        _ name: String?, passing options: [String], context: CommandContext,
        runner: any GameRunning
    ) throws -> Int32 {
        let catalog = try context.catalog()
        let stage = try lecture(named: name, in: catalog)
        let console = context.console
        console.print(console.styled(console.say(Messages.buildingGame), .dim))
        switch try runner.build(in: catalog.workspace.root) {
        case .failed(let output):
            console.printError(
                console.styled(console.say(Messages.cannotBePlayed(stage)), .failed))
            let report = buildReport(
                output, catalog: catalog, editedOutside: OutsideEdits.files(in: catalog))
            for line in CheckFormatter(console: console, catalog: catalog).lines(for: report) {
                console.printError(line)
            }
            console.printError("")
            console.printError(
                nextStep(after: report, stage: stage, catalog: catalog, in: console.language))
            return ExitStatus.failure
        case .built(let executable):
            console.print(console.styled(console.say(Messages.playing(stage)), .dim))
            return try runner.play(executable, arguments: [stage] + options)
        }
    }

    /// The lecture `name` stands for: a lecture, or the lecture of an exercise.
    ///
    /// With no name, the latest lecture with a started exercise, so that after `start` the
    /// game shows that exercise; with none started, the latest lecture.
    static func lecture(named name: String?, in catalog: Catalog) throws -> String {
        if let name {
            switch try catalog.resolve(name) {
            case .lecture(let stage): return stage
            case .exercise(let exercise): return exercise.stage
            }
        }
        let started = Set(
            catalog.files.filter { $0.regions.contains(where: \.isStarted) }.compactMap {
                $0.path.split(separator: "/").dropFirst().first.map(String.init)
            })
        let stages = catalog.workspace.stages
        guard let stage = stages.last(where: started.contains) ?? stages.last else {
            throw WorkbookError.failure(Messages.noLectureToPlay)
        }
        return stage
    }

    /// A failed build's output as check reports it: each compiler error placed in its exercise.
    ///
    /// `state` tells what each started exercise was given; by default, what `start` saved.
    static func buildReport(
        _ output: String, catalog: Catalog, editedOutside: [String] = [],
        state: WorkbookState? = nil
    ) -> CheckReport {
        let output = output.withoutTerminalStyles
        let diagnostics = CompilerDiagnostic.errors(in: output)
        // Without a located error, the unlocated ones (or the output's end) are all there is to show.
        var otherErrors = diagnostics.isEmpty ? CompilerDiagnostic.unlocatedErrors(in: output) : []
        if diagnostics.isEmpty && otherErrors.isEmpty {
            otherErrors = Array(
                output.components(separatedBy: "\n").filter { !$0.isEmpty }.suffix(5))
        }
        // No exercise is planned, so the report lists exactly those with errors in them. The
        // state tells what each started exercise was given, so a declaration that departs from
        // it is blamed for the errors it causes in another region.
        return CheckReport(
            plan: CheckPlan(exercises: [], stages: [], filter: ""),
            outcome: TestOutcome(
                ending: .buildFailed, diagnostics: diagnostics, otherErrors: otherErrors),
            catalog: catalog,
            state: state ?? (try? WorkbookState.load(from: catalog.workspace)) ?? WorkbookState(),
            editedOutside: editedOutside)
    }

    /// What to do about the first error: fix it and check, ask for a hint, or restore; then play.
    static func nextStep(
        after report: CheckReport, stage: String, catalog: Catalog, in language: Language = .en
    ) -> String {
        guard let entry = report.entries.first, case .compileError(let errors) = entry.verdict
        else {
            return Messages.playBuildOutsideRegions(
                stage, markerDamaged: report.markerDamaged,
                editedOutside: !report.editedOutside.isEmpty)(language)
        }
        let id = entry.exercise.id
        // An error in the region comes first; else the declaration whose use broke.
        let uses = report.brokenUses.filter { $0.exerciseID == id }
        let own = errors.first { error in !uses.contains { $0.diagnostic == error } }
        let declaration = uses.first?.placeToFix
        let place = own?.place(in: catalog, column: false) ?? declaration ?? id
        let use = own == nil ? uses.first?.diagnostic.place(in: catalog, column: false) : nil
        return Messages.playCompilerError(
            at: place, id: id, stage: stage, use: use,
            missingName: own == nil ? uses.first?.missingName : nil)(language)
    }
}
