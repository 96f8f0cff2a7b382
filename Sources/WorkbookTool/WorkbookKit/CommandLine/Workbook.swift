import Foundation
import WorkbookLanguage

/// The `workbook` command line: picks the subcommand, prints help, and turns errors into exit statuses.
public enum Workbook {
    /// Every subcommand this build has, in the order the overview lists them: a student's, then
    /// the instructor's when they are built in (see `instructorCommands`).
    static var commands: [any WorkbookCommand.Type] {
        [
            ListCommand.self, StartCommand.self, CheckCommand.self, HintCommand.self,
            CompareCommand.self, ReviewCommand.self, RestoreCommand.self, WatchCommand.self,
            EditsCommand.self, PlayCommand.self, DiffCommand.self,
        ] + instructorCommands
    }

    /// Runs `workbook` with `arguments` (without the program name) and returns the exit status.
    ///
    /// `--lang <code>`, anywhere among the arguments, picks the language before anything else
    /// (see `Language.resolve`); the command never sees it.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        var context = context
        let words: [String]
        do {
            let (option, rest) = try languageOption(in: arguments)
            let language = try Language.resolve(
                option: option, environment: context.environment,
                preferredLanguages: context.preferredLanguages)
            context.console = context.console.speaking(language)
            if let warning = ToolchainFloor.warning { context.console.printError(warning) }
            words = rest
        } catch let error as WorkbookError {
            let console = context.console
            console.printError(
                console.styled("error: ", .failed) + error.text(in: console.language))
            return error.exitStatus
        } catch {
            return ExitStatus.failure
        }
        return dispatch(words, context: context)
    }

    /// The value of `--lang` (`--lang ko` or `--lang=ko`) and the arguments without it.
    static func languageOption(in arguments: [String]) throws -> (String?, [String]) {
        var option: String?
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--lang" {
                guard index + 1 < arguments.count else {
                    throw WorkbookError.usageMessage(Messages.languageNeedsValue)
                }
                option = arguments[index + 1]
                index += 2
                continue
            }
            if word.hasPrefix("--lang=") {
                option = String(word.dropFirst("--lang=".count))
            } else {
                rest.append(word)
            }
            index += 1
        }
        return (option, rest)
    }

    /// Runs the command `arguments` name, in the language already chosen.
    private static func dispatch(_ arguments: [String], context: CommandContext) -> Int32 {
        let console = context.console
        guard let name = arguments.first else {
            return dispatch(["list"], context: context)
        }
        if ["--help", "-h", "help"].contains(name) {
            if arguments.count > 1, let command = command(named: arguments[1]) {
                console.print(command.help(in: console.language))
            } else {
                console.print(overview(in: console.language))
            }
            return ExitStatus.success
        }
        if command(named: name) == nil, instructorCommandNames.contains(name) {
            console.printError(Messages.instructorCommandLeftOut(name))
            return ExitStatus.usage
        }
        guard let command = command(named: name) else {
            let names = commands.map { $0.name }
            let near = NearMiss.closest(to: name, in: names)
            console.printError(Messages.unknownCommand(name, near: near))
            if near == nil {
                console.printError("\n" + overview(in: console.language))
            }
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.help(in: console.language))
            return ExitStatus.success
        }
        let errorPrefix = console.styled(console.say(Messages.errorPrefix), .failed)
        do {
            return try command.run(rest, context: context)
        } catch let error as WorkbookError {
            console.printError(errorPrefix + error.text(in: console.language))
            return error.exitStatus
        } catch {
            console.printError(errorPrefix + "\(error)")
            return ExitStatus.failure
        }
    }

    private static func command(named name: String) -> (any WorkbookCommand.Type)? {
        commands.first { $0.name == name }
    }

    /// The text of `workbook --help`, in English.
    static var overview: String { overview(in: .en) }

    /// The text of `workbook --help` in `language`.
    static func overview(in language: Language) -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map {
            "    \($0.name.padded(to: width))  \($0.summary(in: language))"
        }
        return Messages.overview(commands: lines.joined(separator: "\n"))(language)
    }
}
