import Foundation
import WorkbookCommandLine
import WorkbookLanguage

/// `workbook list`: every lecture and its exercises, with status and overall progress.
enum ListCommand: WorkbookCommand {
    static let name = "list"
    static let summary = Localized(
        en: "List every lecture and exercise with its status (the default)",
        ko: "모든 강의와 연습 문제를 상태와 함께 보여 줍니다 (기본 명령)")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook list [--json]
        """)
    static let discussion = Localized(
        en: """
            Lists every lecture stage and its exercises: id, title, status and the exact
            'swift test --filter' argument, then your overall progress.

            Status is one of: not started (the reference code, that is the answer, is in
            place), started (the stub is in place), in progress (you changed the stub), done
            (your code passed 'check'). The last line names the next command: 'start <lecture>'
            when nothing of the next lecture is started, so none of its answers stays in view.
            """,
        ko: """
            강의 단계마다 연습 문제의 id, 제목, 상태, 그리고 정확한
            'swift test --filter' 인자를 보여 준 뒤, 전체 진행 상황을 보여 줍니다.

            상태는 다음 가운데 하나입니다: 시작 전 (기준 코드, 곧 정답이 들어 있음),
            시작함 (스텁이 들어 있음), 작성 중 (스텁을 고쳤음), 완료 ('check'를
            통과함). --json에서는 영어 값(not started, started, in progress, done)을
            씁니다. 마지막 줄은 다음 명령을 알려 줍니다. 다음 강의에서 시작한 것이
            없으면 'start <lecture>'이므로, 그 강의의 정답은 하나도 보이지 않습니다.
            """)
    static let json = OptionSpec.flag(
        "--json",
        help: Localized(
            en: "Print a JSON array of objects with id, lecture, title, concept, teaches, "
                + "compileChecks, status, filter and hints (the number of hints).",
            ko: "id, lecture, title, concept, teaches, compileChecks, status, filter, "
                + "hints(힌트 수)를 가진 객체의 JSON 배열을 출력합니다. 키와 값은 영어입니다."))
    static let options = [json]

    /// One row of the listing; also the shape of `--json`.
    struct Row: Codable, Equatable {
        var id: String
        var lecture: String
        var title: String
        var concept: String
        /// The Swift constructs the exercise has the student write.
        var teaches: [String]
        /// The paths of its compile checks, relative to the root.
        var compileChecks: [String]
        var status: ExerciseStatus
        var filter: String
        var hints: Int
    }

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words)
        let catalog = try context.catalog()
        let state = try WorkbookState.load(from: catalog.workspace)
        let rows = catalog.exercises.map { exercise in
            Row(
                id: exercise.id, lecture: exercise.stage, title: exercise.title,
                concept: exercise.concept, teaches: exercise.teaches,
                compileChecks: catalog.compileChecks(of: exercise.id).map(\.path),
                status: catalog.status(of: exercise, state: state),
                filter: exercise.filter, hints: exercise.hints.count)
        }
        if arguments.has(Self.json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            context.console.print(String(decoding: try encoder.encode(rows), as: UTF8.self))
        } else {
            // The table shows each title in the student's language; `--json` stays English.
            let titles = Dictionary(
                uniqueKeysWithValues: catalog.exercises.map {
                    ($0.id, $0.title(in: context.language))
                })
            printTable(
                rows, titles: titles, stages: catalog.workspace.stages, console: context.console)
            if !rows.contains(where: { $0.status != .notStarted }) {
                context.console.print(Messages.newHere)
            }
            context.console.print(NextExercise(catalog: catalog, state: state).line())
        }
        return ExitStatus.success
    }

    private static func printTable(
        _ rows: [Row], titles: [String: String], stages: [String], console: Console
    ) {
        let idWidth = rows.map(\.id.count).max() ?? 0
        let statusWidth =
            ExerciseStatus.allCases.map { console.say(Messages.status($0)).columns }
            .max() ?? 0
        for stage in stages {
            let stageRows = rows.filter { $0.lecture == stage }
            let done = stageRows.filter { $0.status == .done }.count
            console.print(
                console.styled("\(stage)", .heading)
                    + console.say(Messages.lectureHeading(done: done, of: stageRows.count)))
            for row in stageRows {
                let status = console.say(Messages.status(row.status)).padded(toColumns: statusWidth)
                let style: Console.Style =
                    switch row.status {
                    case .done: .passed
                    case .inProgress, .started: .emphasis
                    case .notStarted: .dim
                    }
                console.print(
                    "    \(row.id.padded(to: idWidth))  "
                        + console.styled(status, style) + "  \(titles[row.id] ?? row.title)")
            }
            console.print()
        }
        let done = rows.filter { $0.status == .done }.count
        console.print(Messages.exercisesDone(done, of: rows.count))
    }
}
