import Foundation

/// `workbook diff`: Instructors: show how the code changed from one stage to another.
enum DiffCommand: WorkbookCommand {
    static let name = "diff"
    static let summary = "Instructors: show how the code changed from one stage to another"
    static let usage = """
        Usage: swift run workbook diff                       (list the stages and the pairs to diff)
               swift run workbook diff <stageA> <stageB> [options]
        """
    static let discussion = """
        Shows how the code changed from stageA to stageB (any two stages, either order).
        Files are paired by their path inside Sources/<Stage>/; a file on one side only
        is shown as added or removed. By default the code is shown as the lecture reads
        it: exercise markers and commented stubs are left out, the reference is kept.
        """
    static let stat = OptionSpec.flag(
        "--stat", help: "Only a summary: each changed file with lines added/removed.")
    static let raw = OptionSpec.flag(
        "--raw", help: "Compare the files exactly as they are, markers and stubs included.")
    static let tests = OptionSpec.flag(
        "--tests", help: "Also compare Tests/<StageA>Tests/ with Tests/<StageB>Tests/.")
    static let exercises = OptionSpec.flag(
        "--exercises",
        help: "Show only the exercise regions of both stages, each solution side by side with "
            + "its stub (one after the other when the two would not fit in 120 columns).")
    static let contextLines = OptionSpec.option(
        "--context", value: "N", help: "Unchanged lines shown around each change (default 3).")
    static let options = [stat, raw, tests, exercises, contextLines]
    static let epilogue = """
        Colour is used only on a terminal and never when NO_COLOR is set, so the plain
        output can be pasted into notes.

        Example: swift run workbook diff Lecture2MVC Lecture2MVVM --stat
        """

    /// Both Korean READMEs send students here to see what a lecture changed.
    static let korean: HelpTranslation? = .diff

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
