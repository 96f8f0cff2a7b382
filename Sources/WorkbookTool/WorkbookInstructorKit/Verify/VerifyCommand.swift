import Foundation
import WorkbookCommandLine
import WorkbookKit
import WorkbookLanguage

/// `workbook verify`: the maintainers' proof, run in CI, that every exercise is sound.
enum VerifyCommand: InstructorCommand {
    static let name = "verify"
    static let summary: Localized = .verbatim(
        "Maintainers: prove every exercise is sound, in order, and its tests catch mistakes")
    static let usage: Localized = .verbatim(
        """
        Usage: swift run workbook-instructor verify
               swift run workbook-instructor verify <exercise>
               swift run workbook-instructor verify --mutants [<lecture|exercise>]
               swift run workbook-instructor verify --cases [<lecture|exercise>]
        """)
    static let discussion: Localized = .verbatim(
        """
        The maintainers' proof, run in CI. It checks the markers, then, on a scratch copy
        of the package in .workbook/verify/ (never on your own files):
          - with nothing stubbed, every test of every lecture passes;
          - for every exercise, with only that exercise stubbed, at least one of its own
            tests fails, the test process does not crash (stub fails), and every test that
            fails is one 'check' of it runs (isolation); every exercise that declares it
            "requires" this one has a failing test then (requires);
          - for an exercise with several regions, each region stubbed alone fails its
            check, and no region lies in another stage (coverage);
          - every suite that executes a line of an exercise's regions on the reference
            (measured with code coverage, one suite at a time, in a separate instrumented
            build) is one 'check' of it runs: its own suites, or those of exercises that
            require it (callers);
          - with everything stubbed, the package and its tests compile and run without a
            crash; then, restoring the exercises one at a time in listed order, each
            one's check passes at its turn (order);
          - no stage imports another, so the course's order proves each lecture's;
          - every exercise declares in "teaches" the Swift constructs it teaches, and each
            is code in its solution and not in its stub (teaches);
          - every exercise has its title, concept and hints in every language the workbook
            is translated into, one hint per English hint (translations);
          - each snippet in Tests/<Stage>Tests/CompileChecks/<exercise>/ fails to compile
            against the reference with the error its header names, and compiles with the
            exercise stubbed (compile checks);
          - each case in Lectures/<Stage>/Cases/ (the lecture's code for a region, from
            the write-ups or the course's demo as students typed it, or a known way
            around an exercise's point) put into its regions: the lecture's code passes
            'check' or fails it with the advice the case names, and every bypass fails.
        It prints a table (an exercise per row, a rule per column) and every violation.

        With an exercise's name it proves that exercise's own rules only, building and
        running its stage alone (a minute or two): reference passes, stub fails, isolation,
        requires (as far as its dependents' tests show), coverage, order (with the later
        exercises of its stage stubbed), teaches, compile checks, points, translations and
        its cases. It ends by listing what only the full run proves (callers, the other
        exercises, the package with everything stubbed, the whole course's order).

        With --mutants it instead puts one plausible mistake at a time into each region
        (== and !=, < and <=, && and ||, true and false, a dropped + 1 or - 1, ..< and
        ..., min and max, a dropped !, a deleted statement), runs what 'check' runs, and
        prints each exercise's kill score and every surviving mistake with file:line,
        and every killed mistake whose advice contradicts the values its test saw (an
        advice's premise, or two strings that differ only in invisible scalars).

        With --cases it proves only the cases in Lectures/<Stage>/Cases/: of every
        exercise, or of the lecture or exercise named.

        The scratch copy keeps its build between runs, so later runs are incremental.
        Exercises you have started are verified with their reference code.
        Not available in a student copy. Exit status: 0 when every rule holds, 1 otherwise.
        """)

    static let mutants = OptionSpec.flag(
        "--mutants",
        help: .verbatim(
            "Run mutation testing instead: of every exercise, or of the lecture or exercise named.")
    )
    static let cases = OptionSpec.flag(
        "--cases",
        help: .verbatim(
            "Prove only the cases in Lectures/<Stage>/Cases/: of every exercise, or of the lecture or exercise named."
        )
    )
    static let options = [mutants, cases]

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        var runner = try SwiftTestRunner.standard(language: context.language)
        StopSignals.install()
        if arguments.has(Self.mutants) {
            // A crash kills a mutant wherever it happened: locating it would only cost a run.
            runner.locatesCrashes = false
            // The advice writes its premises, so each killed mutant's can be checked.
            runner.environment[Premise.variable] = "1"
            return try mutants(arguments.positionals.first, context: context, runner: runner)
        }
        if arguments.has(Self.cases) {
            return try provingCases(arguments.positionals.first, context: context, runner: runner)
        }
        if let name = arguments.positionals.first {
            return try verify(exercise: name, context: context, runner: runner)
        }
        return try verify(context: context, runner: runner)
    }

    /// Runs mutation testing on `name` (a lecture or exercise; everything when `nil`).
    static func mutants(_ name: String?, context: CommandContext, runner: any TestRunning)
        throws -> Int32
    {
        let workspace = try context.workspace()
        try workspace.requireReference(for: Self.name)
        let catalog = try Catalog(workspace: workspace)
        let exercises =
            try name.map { catalog.exercises(in: try catalog.resolve($0)) }
            ?? catalog.exercises
        let console = context.console
        let (scratch, start, progress) = try prepareScratch(of: workspace, console: console)
        progress("Reference: every test of every stage must pass before mutating it")
        let reference = try runner.runTests(
            filter: CheckPlan.stageFilter(scratch.stages), in: scratch.root)
        if case .violated(let reason) = Verifier.judgeReferenceRun(
            reference, catalog: try Catalog(workspace: scratch))
        {
            throw WorkbookError.failed("verify --mutants needs a passing reference: \(reason)")
        }
        let scores = try MutationTester(runner: runner, progress: progress).run(
            exercises, scratch: scratch)
        console.print()
        for line in VerifyFormatter(console: console).lines(for: scores) {
            console.print(line)
        }
        console.print(
            console.styled("Took \(Int(Date().timeIntervalSince(start))) seconds.", .dim))
        return scores.allSatisfy(\.holds) ? ExitStatus.success : ExitStatus.failure
    }

    /// Proves the cases of `name` (a lecture or exercise; every case when `nil`) and prints them.
    static func provingCases(_ name: String?, context: CommandContext, runner: any TestRunning)
        throws -> Int32
    {
        let workspace = try context.workspace()
        try workspace.requireReference(for: Self.name)
        let catalog = try Catalog(workspace: workspace)
        let chosen = try name.map { Set(catalog.exercises(in: try catalog.resolve($0)).map(\.id)) }
        let console = context.console
        let (scratch, start, progress) = try prepareScratch(of: workspace, console: console)
        let results = try LectureCaseProver(runner: runner, progress: progress).run(
            scratch: scratch, only: chosen)
        console.print()
        for line in VerifyFormatter(console: console).lines(for: results) {
            console.print(line)
        }
        console.print(
            console.styled("Took \(Int(Date().timeIntervalSince(start))) seconds.", .dim))
        return results.allSatisfy(\.finding.holds) ? ExitStatus.success : ExitStatus.failure
    }

    /// Brings the scratch copy up to date and says where it is; the progress closure prints each
    /// step with the seconds since `start`, so a long run shows where it is.
    private static func prepareScratch(of workspace: Workspace, console: Console) throws -> (
        scratch: Workspace, start: Date, progress: (String) -> Void
    ) {
        let scratch = try ScratchCopy.prepare(from: workspace)
        console.print(
            console.styled(
                "Working on a copy in \(workspace.relativePath(of: scratch.root))/", .dim))
        let start = Date()
        return (
            scratch, start,
            { step in
                let seconds = Int(Date().timeIntervalSince(start))
                console.print(console.styled("[\(seconds)s] \(step)", .dim))
            }
        )
    }

    /// Verifies the workbook around `context` with `runner` and prints the table.
    static func verify(
        context: CommandContext, runner: any TestRunning,
        coverage: any CoverageMeasuring = LLVMSuiteCoverage()
    ) throws -> Int32 {
        let workspace = try context.workspace()
        try workspace.requireReference(for: name)
        let catalog = try Catalog(workspace: workspace)
        try catalog.requireIntact(catalog.exercises, for: name)
        let console = context.console
        let (scratch, start, progress) = try prepareScratch(of: workspace, console: console)
        let verifier = Verifier(runner: runner, coverage: coverage, progress: progress)
        let report = try verifier.verify(scratch: scratch)
        let cases = try LectureCaseProver(runner: runner, progress: progress).run(scratch: scratch)
        console.print()
        let formatter = VerifyFormatter(console: console)
        for line in formatter.lines(for: report) + [""] + formatter.lines(for: cases) {
            console.print(line)
        }
        console.print(
            console.styled("Took \(Int(Date().timeIntervalSince(start))) seconds.", .dim))
        return report.holds && cases.allSatisfy(\.finding.holds)
            ? ExitStatus.success : ExitStatus.failure
    }

    /// Proves the rules of the exercise called `name` alone and prints them, ending with what only
    /// the full run proves.
    static func verify(exercise name: String, context: CommandContext, runner: any TestRunning)
        throws -> Int32
    {
        let workspace = try context.workspace()
        try workspace.requireReference(for: Self.name)
        let catalog = try Catalog(workspace: workspace)
        let exercise = try Self.exercise(named: name, in: catalog)
        try catalog.requireIntact([exercise], for: Self.name)
        let console = context.console
        let (scratch, start, progress) = try prepareScratch(of: workspace, console: console)
        let verifier = Verifier(runner: runner, progress: progress)
        let report = try verifier.verify(exercise, scratch: scratch)
        console.print()
        for line in VerifyFormatter(console: console).lines(for: report) {
            console.print(line)
        }
        console.print(
            console.styled("Took \(Int(Date().timeIntervalSince(start))) seconds.", .dim))
        return report.holds ? ExitStatus.success : ExitStatus.failure
    }

    /// The exercise `name` stands for. A lecture's name is refused with its exercises; any other
    /// name with every exercise's and the nearest one.
    static func exercise(named name: String, in catalog: Catalog) throws -> Exercise {
        let ids = catalog.exercises.map(\.id)
        switch try? catalog.resolve(name) {
        case .exercise(let exercise):
            return exercise
        case .lecture(let stage):
            let inStage = catalog.exercises(inStage: stage).map(\.id)
            throw WorkbookError.usage(
                "verify <exercise> proves one exercise; \(stage) is a lecture. Name one of its "
                    + "exercises (\(inStage.joined(separator: ", "))), or run the full verify.")
        case nil:
            throw WorkbookError.unknownName(
                name, valid: ids, suggestion: NearMiss.closest(to: name, in: ids))
        }
    }
}
