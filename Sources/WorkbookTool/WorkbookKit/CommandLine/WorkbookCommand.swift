import WorkbookLanguage

/// One `workbook` subcommand: its name, its help, and what it does.
protocol WorkbookCommand {
    /// The word that selects the command.
    static var name: String { get }
    /// One line for the overview.
    static var summary: String { get }
    /// The `Usage:` line or lines of `--help`.
    static var usage: String { get }
    /// What the command does, the paragraphs of `--help` before its options.
    static var discussion: String { get }
    /// The options the command accepts, declared once for the parser and for `--help`.
    static var options: [OptionSpec] { get }
    /// What `--help` shows after the options, such as an example; empty when nothing.
    static var epilogue: String { get }
    /// The help in Korean, every part of it; `nil` for the instructors' commands, which speak
    /// only English (their readers maintain the workbook in English).
    static var korean: HelpTranslation? { get }
    /// Runs the command with the words after its name (read them with `arguments(_:)`).
    ///
    /// Returns the exit status (0 ok, 1 failed) or throws `WorkbookError`, which carries its own.
    static func run(_ words: [String], context: CommandContext) throws -> Int32
}

extension WorkbookCommand {
    static var options: [OptionSpec] { [] }
    static var epilogue: String { "" }

    /// The full `--help` text: usage, discussion, the options as declared, then the epilogue.
    static var help: String { help(in: .en) }

    /// The full `--help` text in `language`, English where the command has no translation.
    static func help(in language: Language) -> String {
        guard language == .ko, let korean else {
            let optionSection = options.isEmpty ? "" : OptionSpec.helpSection(for: options)
            return [usage, discussion, optionSection, epilogue].filter { !$0.isEmpty }
                .joined(separator: "\n\n")
        }
        let translated = options.map { option in
            var option = option
            option.help = korean.options[option.name] ?? option.help
            return option
        }
        let optionSection =
            options.isEmpty
            ? "" : OptionSpec.helpSection(for: translated, heading: "옵션:")
        return [korean.usage ?? koreanUsage, korean.discussion, optionSection, korean.epilogue]
            .filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// `usage` with its heading in Korean, as the overview's "사용법:"; the commands stay as they
    /// are typed, and the lines under the first keep lining up under it ("사용법:" is one
    /// column wider than "Usage:").
    private static var koreanUsage: String {
        usage.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("Usage: ")
                ? "사용법: " + line.dropFirst("Usage: ".count)
                : line.hasPrefix("       ") ? " " + line : String(line)
        }.joined(separator: "\n")
    }

    /// The overview's line for the command in `language`.
    static func summary(in language: Language) -> String {
        language == .ko ? korean?.summary ?? summary : summary
    }

    /// Reads `words` with this command's options and at most `maxPositionals` names.
    static func arguments(_ words: [String], maxPositionals: Int = 0) throws -> Arguments {
        try Arguments(words, command: name, options: options, maxPositionals: maxPositionals)
    }
}
