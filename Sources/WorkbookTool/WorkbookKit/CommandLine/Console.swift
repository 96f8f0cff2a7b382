import Foundation
import SystemCalls
import WorkbookLanguage

/// Where a command's words go: standard output for results, standard error for problems.
///
/// Tests pass a console that records instead of printing. Colour is used only on a terminal and
/// never when `NO_COLOR` is set (https://no-color.org).
public final class Console: @unchecked Sendable {
    /// The styles the tool uses; each maps to one ANSI colour.
    package enum Style: String, Sendable {
        case passed = "32"
        case failed = "31"
        case emphasis = "1"
        case dim = "2"
        case added = "32;1"
        case removed = "31;1"
        case heading = "36"
    }

    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether `styled` adds colour.
    let usesColor: Bool
    /// The language of the messages printed with `print(_:)` and `printError(_:)`.
    let language: Language

    /// A console with explicit sinks, for tests and for capturing output.
    init(
        usesColor: Bool = false, language: Language = .en, output: @escaping (String) -> Void,
        error: @escaping (String) -> Void
    ) {
        self.usesColor = usesColor
        self.language = language
        self.writeOutput = output
        self.writeError = error
    }

    /// The same console, speaking `language`.
    func speaking(_ language: Language) -> Console {
        Console(
            usesColor: usesColor, language: language, output: writeOutput, error: writeError)
    }

    /// The process's own standard output and error, coloured when they are a terminal.
    public static func standard(environment: [String: String]) -> Console {
        let color = Terminal.outputIsTerminal && environment["NO_COLOR"] == nil
        return Console(
            usesColor: color,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Prints a line of results.
    package func print(_ line: String = "") {
        writeOutput(line + "\n")
    }

    /// Prints a line about a problem.
    package func printError(_ line: String) {
        writeError(line + "\n")
    }

    /// Prints a message of results in the console's language.
    func print(_ message: Localized) {
        print(message(language))
    }

    /// Prints a message about a problem in the console's language.
    func printError(_ message: Localized) {
        printError(message(language))
    }

    /// `message` in the console's language.
    func say(_ message: Localized) -> String {
        message(language)
    }

    /// `text` in `style` when colour is on, unchanged otherwise.
    package func styled(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
