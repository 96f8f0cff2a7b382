import WorkbookLanguage

/// `workbook compare`: once an exercise passes, the student's code beside the lecture's.
///
/// Seeing the reference is worth most right after solving, when the student knows the problem;
/// before that it would be the answer, so a failing exercise gets its count of red tests and
/// `hint` instead. It reads files and runs tests, and never writes anything.
enum CompareCommand: WorkbookCommand {
    static let name = "compare"
    static let summary = Localized(
        en: "Once an exercise passes, show your code beside the lecture's",
        ko: "연습 문제를 통과하면, 작성한 코드를 강의의 코드 옆에 보여 줍니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook compare <exercise>
        """)
    static let discussion = Localized(
        en: """
            Once the exercise passes, shows the code you wrote between its markers beside the
            lecture's code for the same place: every line of both, yours marked '-', the
            lecture's '+', the lines you share unmarked. Then it says why the lecture writes
            it that way (the exercise's points and its idea).

            An exercise that 'check' has not seen pass since your last change is tested first
            (as 'check <exercise>' does); while tests still fail, it says how many, and the
            lecture's code stays hidden: 'hint' is the way to a nudge.

            It never changes a file, your code included.
            """,
        ko: """
            연습 문제를 통과하면, 표시 사이에 작성한 코드를 같은 자리의 강의 코드 옆에
            보여 줍니다: 두 코드의 모든 줄을 보여 주며, 작성한 코드는 '-', 강의의 코드는
            '+'로 표시하고, 둘이 같은 줄은 표시하지 않습니다. 그런 다음 강의가 왜 그렇게
            쓰는지(연습 문제의 핵심과 개념)를 알려 줍니다.

            마지막으로 고친 뒤 'check'가 통과를 보지 못한 연습 문제는 먼저 테스트합니다
            ('check <exercise>'와 같습니다). 실패하는 테스트가 남아 있으면 몇 개인지 알려
            주고, 강의의 코드는 보여 주지 않습니다. 도움이 필요하면 'hint'를 쓰십시오.

            작성한 코드를 포함해 어떤 파일도 바꾸지 않습니다.
            """)
    static let epilogue = Localized(
        en: """
            Example: swift run workbook compare mvc-choose-card
            """,
        ko: """
            예: swift run workbook compare mvc-choose-card
            """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let target = try arguments.requiredName(orSay: Messages.sayWhatToCompare)
        let runner = try SwiftTestRunner.standard(language: context.language)
        StopSignals.install()
        return try compare(target, context: context, runner: runner)
    }

    /// Compares exercise `target`, running its tests with `runner` when no check passed yet.
    static func compare(_ target: String, context: CommandContext, runner: any TestRunning)
        throws -> Int32
    {
        let catalog = try context.catalog(
            needing: { catalog in
                guard case .exercise(let exercise) = try catalog.resolve(target) else { return [] }
                return [exercise]
            }, for: name)
        let console = context.console
        guard case .exercise(let exercise) = try catalog.resolve(target) else {
            let stage = catalog.exercises(in: try catalog.resolve(target)).first?.stage ?? target
            throw WorkbookError.usageMessage(Messages.compareNeedsExercise(stage))
        }
        let state = try WorkbookState.load(from: catalog.workspace)
        let id = exercise.id
        switch catalog.status(of: exercise, state: state) {
        case .notStarted:
            console.print(Messages.compareNotStarted(id, stage: exercise.stage))
            return ExitStatus.failure
        case .done:
            break
        case .started, .inProgress:
            let plan = CheckPlan.make(for: .exercise(exercise), catalog: catalog, state: state)
            console.print(console.styled(console.say(Messages.checking(plan.filter)), .dim))
            let outcome = try runner.runTests(filter: plan.filter, in: catalog.workspace.root)
            let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog, state: state)
            switch report.entries.first(where: { $0.exercise.id == id })?.verdict {
            case .passed?:
                break
            case .failed(let failures, let total)?:
                console.print(Messages.compareStillRed(id, failed: failures.count, of: total))
                return ExitStatus.failure
            default:
                console.print(Messages.compareDoesNotRun(id))
                return ExitStatus.failure
            }
        }
        var shown = false
        for place in catalog.places(of: id) where place.region.isStarted {
            let saved = state.saved(id, file: place.file, ordinal: place.ordinal)
            guard let reference = Editor.referenceBody(saved?.reference) else {
                console.print(Messages.compareNoReference(id))
                return ExitStatus.failure
            }
            if shown { console.print() }
            shown = true
            console.print(
                console.styled(
                    console.say(
                        Messages.compareHeading(id, file: "\(place.file):\(place.region.firstLine)")
                    ), .heading))
            for line in sideBySide(place.region.body, reference, console: console) {
                console.print(line)
            }
        }
        console.print()
        for point in exercise.points {
            let why = Localized(en: point.note, ko: point.note(in: .ko))
            console.print(Messages.compareWhy(point.name, why))
        }
        console.print(Messages.compareConcept(exercise.concept(in: context.language)))
        console.print(console.styled(console.say(Messages.compareChangedNothing), .dim))
        return ExitStatus.success
    }

    /// Every line of `yours` and `lecture`, in order: a shared line once and unmarked, a line
    /// only yours with `-`, a line only the lecture's with `+` (as `diff` marks old and new).
    ///
    /// Layout is not a difference: a change whose two sides hold the same code once spaces and
    /// line breaks are set aside (a one-line `willSet { … }` against a block) is shown as yours,
    /// unmarked.
    static func sideBySide(_ yours: [String], _ lecture: [String], console: Console) -> [String] {
        if yours == lecture { return [console.say(Messages.compareSame)] }
        if code(of: yours) == code(of: lecture) {
            return [console.say(Messages.compareSameLaidOutDifferently)] + yours.map { "  " + $0 }
        }
        var lines: [String] = []
        var removed: [Int] = []
        var added: [Int] = []
        func closeChange() {
            if code(of: removed.map { yours[$0] }) == code(of: added.map { lecture[$0] }) {
                lines += removed.map { "  " + yours[$0] }
            } else {
                lines += removed.map { console.styled("- " + yours[$0], .removed) }
                lines += added.map { console.styled("+ " + lecture[$0], .added) }
            }
            removed = []
            added = []
        }
        for edit in LineDiff.edits(from: yours, to: lecture) {
            switch edit {
            case .same(let old, _):
                closeChange()
                lines.append("  " + yours[old])
            case .removed(let old): removed.append(old)
            case .added(let new): added.append(new)
            }
        }
        closeChange()
        return lines
    }

    /// The code of `lines` with its layout set aside: every space, tab and line break outside a
    /// string literal removed, so `willSet { send() }` and the same block on three lines agree.
    static func code(of lines: [String]) -> String {
        var result = ""
        var quoted = false
        var escaped = false
        for character in lines.joined(separator: "\n") {
            if quoted {
                result.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                }
            } else if character == "\"" {
                quoted = true
                result.append(character)
            } else if !character.isWhitespace {
                result.append(character)
            }
        }
        return result
    }
}
