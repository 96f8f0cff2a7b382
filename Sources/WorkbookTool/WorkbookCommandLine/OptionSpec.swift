import WorkbookLanguage

/// One option of a command, declared once: the parser accepts it and `--help` describes it, in
/// both languages.
///
/// Keeping the name, its value and its help together means the three cannot drift apart, as with
/// swift-argument-parser's `@Option(help:)`, without a dependency. The `workbook` tools' commands
/// and the `play` game declare theirs alike.
public struct OptionSpec: Sendable {
    /// The option as typed, such as `--through`.
    public var name: String
    /// A shorter spelling the parser accepts too, such as `-h`; `nil` when there is none.
    public var shortName: String?
    /// What its value stands for, such as `lecture`; `nil` for a flag that takes no value.
    public var valueName: String?
    /// What it does, in one or more sentences; `--help` wraps it.
    public var help: Localized

    /// A flag such as `--json`, on or off.
    public static func flag(_ name: String, short: String? = nil, help: Localized) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, help: help)
    }

    /// An option such as `--through <lecture>`, which takes a value.
    public static func option(_ name: String, value: String, help: Localized) -> OptionSpec {
        OptionSpec(name: name, shortName: nil, valueName: value, help: help)
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// The spellings the parser accepts: the name, and the short one when there is one.
    public var spellings: [String] { [name] + (shortName.map { [$0] } ?? []) }

    /// The option as `--help` shows it: `--through <lecture>`, `--json` or `-h, --help`; a value
    /// name that brings its own brackets, such as `<c>x<l>`, is shown as written.
    public var synopsis: String {
        let names = (shortName.map { $0 + ", " } ?? "") + name
        guard let valueName else { return names }
        return valueName.contains("<") ? "\(names) \(valueName)" : "\(names) <\(valueName)>"
    }

    /// The options section of a help text in `language`: `heading`, then each option indented
    /// by `indent` spaces, its help wrapped beside it to `width` terminal columns.
    public static func helpSection(
        for options: [OptionSpec], in language: Language,
        heading: Localized = Localized(en: "Options:", ko: "옵션:"), indent: Int = 4,
        width: Int = 88
    ) -> String {
        let column = (options.map(\.synopsis.count).max() ?? 0) + 3
        let margin = String(repeating: " ", count: indent)
        var lines = [heading(language)]
        for option in options {
            let wrapped = wrap(option.help(language), width: width - indent - column)
            for (index, line) in wrapped.enumerated() {
                let left = index == 0 ? option.synopsis : ""
                lines.append(
                    margin + left + String(repeating: " ", count: column - left.count) + line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` split into lines of at most `width` terminal columns, at spaces (a Hangul
    /// syllable takes two columns, so Korean help fits the same width as English).
    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty
                && TerminalColumns.of(current) + 1 + TerminalColumns.of(word) > width
            {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
