import WorkbookLanguage

/// A mistake on the command line, said in both languages, so that the program can say it in the
/// student's; a program that meets one exits with status 64 (`EX_USAGE`).
///
/// The parser's own mistakes are cases that name the command as typed after `swift run`
/// (`workbook check`, `workbook-instructor grade`, `play`), so each says where its `--help` is;
/// a mistake a program finds in a value it was given is `invalid`, in its own words.
public enum UsageError: Error, Equatable, Sendable {
    /// `option` was the last word, without the value it takes.
    case needsValue(String, command: String)
    /// `option` is none that `command` declares.
    case unknownOption(String, command: String)
    /// More names than the `max` that `command` takes.
    case tooManyNames(command: String, max: Int, got: [String])
    /// A mistake the program found itself, such as a value of the wrong kind.
    case invalid(Localized)

    /// What to tell the student, in both languages.
    public var message: Localized {
        switch self {
        case .needsValue(let option, let command):
            Localized(
                en: "\(option) needs a value. See: swift run \(command) --help",
                ko: "\(option)에는 값이 필요합니다. 참고: swift run \(command) --help")
        case .unknownOption(let option, let command):
            Localized(
                en: "\(command) does not know \(option). See: swift run \(command) --help",
                ko: "\(Particle.topic.after(command)) \(Particle.object.after(option)) 모릅니다. "
                    + "참고: swift run \(command) --help")
        case .tooManyNames(let command, let max, let got):
            Localized(
                en: "\(command) takes at most \(max) name(s), got: \(got.joined(separator: " ")). "
                    + "See: swift run \(command) --help",
                ko: "\(Particle.topic.after(command)) 이름을 \(max)개까지만 받습니다. "
                    + "받은 것: \(got.joined(separator: " ")). 참고: swift run \(command) --help")
        case .invalid(let message):
            message
        }
    }
}
