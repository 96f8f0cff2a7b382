import WorkbookCommandLine
import WorkbookLanguage

/// One `workbook` subcommand: its name, its help in both languages, and what it does.
///
/// A command's help is written beside its options in its own file, English and Korean side by
/// side (`Localized`), so a change to one is seen next to the other.
package protocol WorkbookCommand {
    /// The word that selects the command.
    static var name: String { get }
    /// The program that has the command, as `swift run` takes it; `workbook` unless said.
    static var program: String { get }
    /// Whether the command's help is written in English only: `--help` then shows it in
    /// English whatever the language, and each text is written once, as `Localized.verbatim`.
    /// The instructor's commands say so (`InstructorCommand`): their readers maintain the
    /// workbook in English. `false` unless said.
    static var isEnglishOnly: Bool { get }
    /// One line for the overview.
    static var summary: Localized { get }
    /// The `Usage:` line or lines of `--help`; `Localized.usage` writes the Korean heading.
    static var usage: Localized { get }
    /// What the command does, the paragraphs of `--help` before its options.
    static var discussion: Localized { get }
    /// The options the command accepts, declared once for the parser and for `--help`.
    static var options: [OptionSpec] { get }
    /// What `--help` shows after the options, such as an example; empty when nothing.
    static var epilogue: Localized { get }
    /// Runs the command with the words after its name (read them with `arguments(_:)`).
    ///
    /// Returns the exit status (0 ok, 1 failed) or throws `WorkbookError`, which carries its own.
    static func run(_ words: [String], context: CommandContext) throws -> Int32
}

extension WorkbookCommand {
    static var program: String { "workbook" }
    static var isEnglishOnly: Bool { false }
    static var options: [OptionSpec] { [] }
    package static var epilogue: Localized { .verbatim("") }

    /// The full `--help` text: usage, discussion, the options as declared, then the epilogue.
    static var help: String { help(in: .en) }

    /// The full `--help` text in `language` (in English for a command that is English only).
    static func help(in language: Language) -> String {
        let language = isEnglishOnly ? .en : language
        let optionSection =
            options.isEmpty ? "" : OptionSpec.helpSection(for: options, in: language)
        return [usage(language), discussion(language), optionSection, epilogue(language)]
            .filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// The overview's line for the command in `language`.
    static func summary(in language: Language) -> String {
        summary(isEnglishOnly ? .en : language)
    }

    /// Reads `words` with this command's options and at most `maxPositionals` names.
    package static func arguments(_ words: [String], maxPositionals: Int = 0) throws -> Arguments {
        do throws(UsageError) {
            return try Arguments(
                words, command: "\(program) \(name)", options: options,
                maxPositionals: maxPositionals)
        } catch {
            throw WorkbookError.usageMessage(error.message)
        }
    }
}

extension Localized {
    /// `Usage:` lines in both languages: the Korean heading is "사용법:", as in the overview; the
    /// commands stay as they are typed, and the lines under the first keep lining up under it
    /// ("사용법:" is one column wider than "Usage:").
    static func usage(_ english: String) -> Localized {
        let korean = english.split(separator: "\n", omittingEmptySubsequences: false).map {
            line in
            line.hasPrefix("Usage: ")
                ? "사용법: " + line.dropFirst("Usage: ".count)
                : line.hasPrefix("       ") ? " " + line : String(line)
        }
        return Localized(en: english, ko: korean.joined(separator: "\n"))
    }
}

extension Arguments {
    /// The lecture or exercise name the command acts on; without one, a usage error saying `missing`.
    func requiredName(orSay missing: Localized) throws -> String {
        guard let name = positionals.first else { throw WorkbookError.usageMessage(missing) }
        return name
    }
}
