import Foundation
import WorkbookCommandLine
import WorkbookLanguage

/// `workbook diff`: Instructors: show how the code changed from one stage to another.
enum DiffCommand: WorkbookCommand {
    static let name = "diff"
    static let summary = Localized(
        en: "Instructors: show how the code changed from one stage to another",
        ko: "한 단계에서 다른 단계로 코드가 어떻게 바뀌었는지 보여 줍니다")
    static let usage = Localized(
        en: """
            Usage: swift run workbook diff                       (list the stages and the pairs to diff)
                   swift run workbook diff <stageA> <stageB> [options]
            """,
        ko: """
            사용법: swift run workbook diff                       (단계들과 비교할 짝을 보여 줍니다)
                    swift run workbook diff <stageA> <stageB> [options]
            """)
    static let discussion = Localized(
        en: """
            Shows how the code changed from stageA to stageB (any two stages, either order).
            Files are paired by their path inside Sources/<Stage>/; a file on one side only
            is shown as added or removed. By default the code is shown as the lecture reads
            it: exercise markers and commented stubs are left out, the reference is kept.
            """,
        ko: """
            stageA에서 stageB로 코드가 어떻게 바뀌었는지 보여 줍니다(어느 두 단계든, 어느
            순서든). 파일은 Sources/<Stage>/ 안의 경로로 짝을 짓고, 한쪽에만 있는 파일은
            추가되거나 삭제된 것으로 보여 줍니다. 기본으로는 강의가 읽는 모습대로 보여 줍니다:
            연습 문제 표시 줄과 주석으로 된 스텁은 빼고, 기준 코드는 남깁니다.
            """)
    static let stat = OptionSpec.flag(
        "--stat",
        help: Localized(
            en: "Only a summary: each changed file with lines added/removed.",
            ko: "요약만 보여 줍니다: 바뀐 파일마다 추가되고 삭제된 줄 수."))
    static let raw = OptionSpec.flag(
        "--raw",
        help: Localized(
            en: "Compare the files exactly as they are, markers and stubs included.",
            ko: "표시 줄과 스텁까지, 파일을 있는 그대로 비교합니다."))
    static let tests = OptionSpec.flag(
        "--tests",
        help: Localized(
            en: "Also compare Tests/<StageA>Tests/ with Tests/<StageB>Tests/.",
            ko: "Tests/<StageA>Tests/와 Tests/<StageB>Tests/도 비교합니다."))
    static let exercises = OptionSpec.flag(
        "--exercises",
        help: Localized(
            en: "Show only the exercise regions of both stages, each solution side by side with "
                + "its stub (one after the other when the two would not fit in 120 columns).",
            ko: "두 단계의 연습 문제 영역만, 정답마다 그 스텁 옆에 보여 줍니다"
                + "(둘이 120칸에 들어가지 않으면 하나씩 차례로)."))
    static let contextLines = OptionSpec.option(
        "--context", value: "N",
        help: Localized(
            en: "Unchanged lines shown around each change (default 3).",
            ko: "바뀐 곳 둘레에 보여 줄 바뀌지 않은 줄 수(기본값 3)."))
    static let options = [stat, raw, tests, exercises, contextLines]
    static let epilogue = Localized(
        en: """
            Colour is used only on a terminal and never when NO_COLOR is set, so the plain
            output can be pasted into notes.

            Example: swift run workbook diff Lecture2MVC Lecture2MVVM --stat
            """,
        ko: """
            색은 터미널에서만 쓰고 NO_COLOR가 설정되어 있으면 쓰지 않으므로, 색 없는 출력을
            노트에 그대로 붙여 넣을 수 있습니다.

            예: swift run workbook diff Lecture2MVC Lecture2MVVM --stat
            """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 2)
        let catalog = try context.catalog()
        let console = context.console
        let stages = catalog.workspace.stages
        switch arguments.positionals.count {
        case 0:
            printOverview(stages: stages, console: console)
            return ExitStatus.success
        case 1:
            throw WorkbookError.usageMessage(Messages.nameTwoStages(stages))
        default:
            break
        }
        let old = try stage(arguments.positionals[0], in: catalog)
        let new = try stage(arguments.positionals[1], in: catalog)
        let formatter = DiffFormatter(console: console)
        if arguments.has(Self.exercises) {
            for (index, stage) in [old, new].enumerated() {
                if index > 0 { console.print() }
                let files = catalog.files.filter { $0.path.hasPrefix("Sources/\(stage)/") }
                for line in formatter.exercises(of: files, stage: stage) { console.print(line) }
            }
            return ExitStatus.success
        }
        let comparison = try StageComparison(
            workspace: catalog.workspace, from: old, to: new,
            parts: arguments.has(Self.tests) ? [.sources, .tests] : [.sources],
            view: arguments.has(Self.raw) ? .raw : .lecture,
            context: try lineCount(ofContext: arguments.value(of: Self.contextLines)))
        if comparison.changedFiles.isEmpty {
            console.print(Messages.sameCode(old, new))
            return ExitStatus.success
        }
        let lines =
            arguments.has(Self.stat) ? formatter.stat(comparison) : formatter.unified(comparison)
        for line in lines { console.print(line) }
        return ExitStatus.success
    }

    /// The stage called `name`; an exercise or unknown name is a usage error listing the stages.
    private static func stage(_ name: String, in catalog: Catalog) throws -> String {
        switch try catalog.resolve(name) {
        case .lecture(let stage):
            return stage
        case .exercise(let exercise):
            throw WorkbookError.usageMessage(
                Messages.diffNeedsStages(
                    name, of: exercise.stage, stages: catalog.workspace.stages))
        }
    }

    /// The `--context` value as a number of lines: 3 when not given, a usage error when not a count.
    private static func lineCount(ofContext value: String?) throws -> Int {
        guard let value else { return 3 }
        guard let lines = Int(value), lines >= 0 else {
            throw WorkbookError.usageMessage(Messages.contextNeedsCount)
        }
        return lines
    }

    private static func printOverview(stages: [String], console: Console) {
        console.print(Messages.stagesInOrder)
        for (number, stage) in stages.enumerated() {
            console.print("    \(number + 1). \(stage)")
        }
        guard stages.count > 1 else { return }
        console.print()
        console.print(Messages.changedLectureToLecture)
        for (old, new) in zip(stages, stages.dropFirst()) {
            console.print("    swift run workbook diff \(old) \(new)")
        }
        console.print()
        console.print(Messages.diffOptionsTip)
    }
}
