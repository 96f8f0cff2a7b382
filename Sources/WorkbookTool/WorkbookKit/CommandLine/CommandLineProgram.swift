import Foundation
import WorkbookLanguage

/// One of the workbook's command-line tools, `workbook` (a student's) or `workbook-instructor`:
/// its commands, its overview, and what it says of a command the other tool has.
///
/// Both run the same way: `--lang` is read first, a command is picked by name, and errors become
/// exit statuses; only the tables differ.
package struct CommandLineProgram {
    /// The name `swift run` takes, as in `swift run workbook`.
    let name: String
    /// Every subcommand, in the order the overview lists them.
    let commands: [any WorkbookCommand.Type]
    /// The command run when none is named; `nil` to show the overview instead.
    let defaultCommand: String?
    /// The text of `--help` around the list of commands.
    let overview: (_ commands: String) -> Localized
    /// The names of the other tool's commands, with what to say when one is asked for here.
    let elsewhere: (_ command: String) -> Localized?

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(
        name: String, commands: [any WorkbookCommand.Type], defaultCommand: String?,
        overview: @escaping (_ commands: String) -> Localized,
        elsewhere: @escaping (_ command: String) -> Localized?
    ) {
        self.name = name
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.overview = overview
        self.elsewhere = elsewhere
    }

    /// Runs the program with `arguments` (without the program name) and returns the exit status.
    ///
    /// `--lang <code>`, anywhere among the arguments, picks the language before anything else
    /// (see `Language.resolve`); the command never sees it.
    package func run(_ arguments: [String], context: CommandContext) -> Int32 {
        var context = context
        let words: [String]
        do {
            let (option, rest) = try Self.languageOption(in: arguments)
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
    private func dispatch(_ arguments: [String], context: CommandContext) -> Int32 {
        let console = context.console
        guard let name = arguments.first else {
            guard let defaultCommand else {
                console.print(overview(in: console.language))
                return ExitStatus.success
            }
            return dispatch([defaultCommand], context: context)
        }
        if ["--help", "-h", "help"].contains(name) {
            if arguments.count > 1, let command = command(named: arguments[1]) {
                console.print(command.help(in: console.language))
            } else {
                console.print(overview(in: console.language))
            }
            return ExitStatus.success
        }
        guard let command = command(named: name) else {
            if let elsewhere = elsewhere(name) {
                console.printError(elsewhere)
                return ExitStatus.usage
            }
            let near = NearMiss.closest(to: name, in: commands.map { $0.name })
            console.printError(Messages.unknownCommand(name, near: near, program: self.name))
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

    private func command(named name: String) -> (any WorkbookCommand.Type)? {
        commands.first { $0.name == name }
    }

    /// The text of `--help` in `language`.
    package func overview(in language: Language) -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map {
            "    \($0.name.padded(to: width))  \($0.summary(in: language))"
        }
        return overview(lines.joined(separator: "\n"))(language)
    }
}
