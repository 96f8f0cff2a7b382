import Foundation

/// `workbook verify`: the maintainers' proof, run in CI, that every exercise is sound.
enum VerifyCommand: WorkbookCommand {
    static let name = "verify"
    static let summary =
        "Maintainers: prove every exercise fails when stubbed and passes as reference"
    static let usage = """
        Usage: swift run workbook verify
        """
    static let discussion = """
        The maintainers' proof, run in CI. It checks the markers, then, on a scratch copy
        of the package in .workbook/verify/ (never on your own files):
          - with nothing stubbed, every test of every lecture passes;
          - for every exercise, with only that exercise stubbed, at least one of its own
            tests fails and the test process does not crash;
          - with everything stubbed, the package and its tests compile, and the tests run
            without a crash.
        It prints a table (exercise, stub fails, reference passes) and every violation.

        The scratch copy keeps its build between runs, so later runs are incremental.
        Exercises you have started are verified with their reference code.
        Not available in a student copy. Exit status: 0 when every rule holds, 1 otherwise.
        """

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        _ = try Self.arguments(words)
        return try verify(context: context, runner: SwiftTestRunner())
    }

    /// Verifies the workbook around `context` with `runner` and prints the table.
    static func verify(context: CommandContext, runner: any TestRunning) throws -> Int32 {
        let workspace = try context.workspace()
        try workspace.requireReference(for: name)
        let catalog = try Catalog(workspace: workspace)
        try catalog.requireIntact(catalog.exercises, for: name)
        let console = context.console
        let scratch = try ScratchCopy.prepare(from: workspace)
        console.print(
            console.styled(
                "Working on a copy in \(workspace.relativePath(of: scratch.root))/", .dim))
        let start = Date()
        let verifier = Verifier(runner: runner) { step in
            let seconds = Int(Date().timeIntervalSince(start))
            console.print(console.styled("[\(seconds)s] \(step)", .dim))
        }
        let report = try verifier.verify(scratch: scratch)
        console.print()
        for line in VerifyFormatter(console: console).lines(for: report) {
            console.print(line)
        }
        console.print(
            console.styled("Took \(Int(Date().timeIntervalSince(start))) seconds.", .dim))
        return report.holds ? ExitStatus.success : ExitStatus.failure
    }
}
