/// One option of a command, declared once: the parser accepts it and `--help` describes it.
///
/// Keeping the name, its value and its help together means the two cannot drift apart, as with
/// swift-argument-parser's `@Option(help:)`, without a dependency.
struct OptionSpec: Sendable {
    /// The option as typed, such as `--through`.
    var name: String
    /// What its value stands for, such as `lecture`; `nil` for a flag that takes no value.
    var valueName: String?
    /// What it does, in one or more sentences; `--help` wraps it.
    var help: String

    /// A flag such as `--json`, on or off.
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }

    /// An option such as `--through <lecture>`, which takes a value.
    static func option(_ name: String, value: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: value, help: help)
    }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// The option as `--help` shows it: `--through <lecture>` or `--json`.
    var synopsis: String {
        valueName.map { "\(name) <\($0)>" } ?? name
    }

    /// The `Options:` section of a help text, each help wrapped beside its option.
    static func helpSection(
        for options: [OptionSpec], heading: String = "Options:", width: Int = 88
    ) -> String {
        let column = (options.map(\.synopsis.count).max() ?? 0) + 3
        let indent = String(repeating: " ", count: 4)
        var lines = [heading]
        for option in options {
            let wrapped = wrap(option.help, width: width - indent.count - column)
            for (index, line) in wrapped.enumerated() {
                let left = index == 0 ? option.synopsis : ""
                lines.append(indent + left.padded(to: column) + line)
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
            if !current.isEmpty && current.columns + 1 + String(word).columns > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
