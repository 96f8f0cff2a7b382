import Foundation
import WorkbookCommandLine
import WorkbookKit
import WorkbookLanguage

/// `workbook release`: Instructors: write a student copy with every solution removed.
enum ReleaseCommand: InstructorCommand {
    static let name = "release"
    static let summary: Localized = .verbatim(
        "Instructors: write a student copy with every solution removed")
    static let usage: Localized = .verbatim(
        """
        Usage: swift run workbook-instructor release <folder> [--through <lecture>] [--force]
        """)
    static let discussion: Localized = .verbatim(
        """
        Writes a complete student copy of the workbook into <folder> (new or empty):
        every exercise stubbed (in its started form, so 'workbook list' shows it as
        started), every hint, lecture note and test kept, and no solution text anywhere:
        no .git history, no .build, no .workbook/ state or backups. The copy builds, its
        exercise tests fail until the student solves them, and its own 'workbook' runs
        list, start, check and hint; restore, verify and release refuse there, because
        it has no reference. A file workbook-release.json at its root marks it.

        After writing, every file of the copy is searched for lines that occur only in
        solutions; if one is found the command fails and lists it. It also warns when a
        later stage repeats a line of an earlier solution as plain code: carried-forward
        code must be marked with the earlier exercise's id (docs/authoring-exercises.md).

        With --lang ko the stubs state their rules in Korean, as 'workbook start' does
        for a Korean student.
        """)
    static let through = OptionSpec.option(
        "--through", value: "lecture",
        help: .verbatim(
            "Release only the stages up to this lecture, to hand out one lecture at a time. "
                + "Code a later stage carries forward from an earlier exercise is marked with that "
                + "exercise's id, so it is stubbed too."))
    static let force = OptionSpec.flag(
        "--force",
        help: .verbatim(
            "Write into a folder that is not empty: files the release contains are replaced, "
                + "others are left."))
    static let options = [through, force]
    static let epilogue: Localized = .verbatim(
        """
        Example: swift run workbook-instructor release ../student-copy --through Lecture2MVVM
        """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        guard let folder = arguments.positionals.first else {
            throw WorkbookError.usage(
                "Say where to write the student copy: swift run workbook-instructor release <folder>"
            )
        }
        let workspace = try context.workspace()
        try workspace.requireReference(for: name)
        let catalog = try Catalog(workspace: workspace)
        try catalog.requireIntact(catalog.exercises, for: name)
        var last: String?
        if let through = arguments.value(of: Self.through) {
            guard case .lecture(let stage) = try catalog.resolve(through) else {
                throw WorkbookError.usage(
                    "--through takes a lecture: " + workspace.stages.joined(separator: ", "))
            }
            last = stage
        }
        let destination =
            folder.hasPrefix("/")
            ? URL(fileURLWithPath: folder) : context.currentDirectory.appendingPathComponent(folder)
        var writer = ReleaseWriter(catalog: catalog)
        writer.language = context.language
        let outcome = try writer.write(
            stages: writer.stages(through: last), to: destination,
            allowNonEmpty: arguments.has(Self.force))
        let console = context.console
        for warning in outcome.warnings {
            console.printError(console.styled("warning: ", .failed) + warning)
        }
        console.print(
            "Wrote a student copy to \(outcome.destination.path) (\(outcome.files.count) files).")
        console.print("Stages: " + outcome.manifest.stages.joined(separator: ", "))
        console.print(
            "\(outcome.manifest.exercises.count) exercises stubbed; no solution line found in the copy."
        )
        console.print("Check it: cd \(outcome.destination.path) && swift build --build-tests")
        return ExitStatus.success
    }
}
