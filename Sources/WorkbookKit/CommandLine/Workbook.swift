import Foundation

/// The `workbook` command line: picks the subcommand, prints help, and turns errors into exit statuses.
public enum Workbook {
    /// Every subcommand, in the order the overview lists them.
    static var commands: [any WorkbookCommand.Type] {
        [
            ListCommand.self, StartCommand.self, CheckCommand.self, HintCommand.self,
            RestoreCommand.self, WatchCommand.self, PlayCommand.self, VerifyCommand.self,
            DiffCommand.self, ReleaseCommand.self, GradeCommand.self,
        ]
    }

    /// Runs `workbook` with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        let console = context.console
        guard let name = arguments.first else {
            return run(["list"], context: context)
        }
        if ["--help", "-h", "help"].contains(name) {
            if arguments.count > 1, let command = command(named: arguments[1]) {
                console.print(command.help)
            } else {
                console.print(overview)
            }
            return ExitStatus.success
        }
        guard let command = command(named: name) else {
            let names = commands.map { $0.name }
            let message = "workbook has no command '\(name)'."
            if let near = NearMiss.closest(to: name, in: names) {
                console.printError(
                    message + " Did you mean '\(near)'?\nEvery command: swift run workbook --help")
            } else {
                console.printError(message + "\n\n" + overview)
            }
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.help)
            return ExitStatus.success
        }
        do {
            return try command.run(rest, context: context)
        } catch let error as WorkbookError {
            console.printError(console.styled("error: ", .failed) + error.description)
            return error.exitStatus
        } catch {
            console.printError(console.styled("error: ", .failed) + "\(error)")
            return ExitStatus.failure
        }
    }

    private static func command(named name: String) -> (any WorkbookCommand.Type)? {
        commands.first { $0.name == name }
    }

    /// The text of `workbook --help`.
    static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map {
            "    \($0.name.padded(to: width))  \($0.summary)"
        }
        return """
            workbook: start, check and restore the exercises of the Concentration Workbook.

            Usage: swift run workbook <command> [options]   (no command: the same as 'list')

            Students: begin each lecture with 'swift run workbook start <lecture>', so none of
            its answers stays in view; docs/student-guide.md walks the whole path.

            Commands:
            \(lines.joined(separator: "\n"))

            Run 'swift run workbook <command> --help' for the details of one command.
            Exit status: 0 ok, 1 tests failed or the command could not do its work, 64 usage error.
            """
    }
}
