import Foundation
import WorkbookLanguage

/// The `workbook` command line, a student's tool: picks the subcommand, prints help, and turns
/// errors into exit statuses (see `CommandLineProgram`).
public enum Workbook {
    /// Every subcommand of `workbook`, in the order the overview lists them.
    package static var commands: [any WorkbookCommand.Type] {
        [
            ListCommand.self, StartCommand.self, CheckCommand.self, HintCommand.self,
            CompareCommand.self, ReviewCommand.self, RestoreCommand.self, WatchCommand.self,
            EditsCommand.self, PlayCommand.self, DiffCommand.self,
        ]
    }

    /// The instructor's commands, which are `workbook-instructor`'s: a student's tool never
    /// compiles them, but knows their names, to say where they are instead of "no such command".
    static let instructorCommandNames = ["verify", "release", "grade"]

    /// The program: the student's commands, and a pointer for an instructor's.
    static var program: CommandLineProgram {
        CommandLineProgram(
            name: "workbook", commands: commands, defaultCommand: "list",
            overview: Messages.overview,
            elsewhere: { name in
                instructorCommandNames.contains(name) ? Messages.instructorCommandMoved(name) : nil
            })
    }

    /// Runs `workbook` with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        program.run(arguments, context: context)
    }

    /// The value of `--lang` and the arguments without it (see `CommandLineProgram`).
    static func languageOption(in arguments: [String]) throws -> (String?, [String]) {
        try CommandLineProgram.languageOption(in: arguments)
    }

    /// The text of `workbook --help`, in English.
    static var overview: String { overview(in: .en) }

    /// The text of `workbook --help` in `language`.
    static func overview(in language: Language) -> String {
        program.overview(in: language)
    }
}
