/// A command's `--help` in Korean: its parts as in `WorkbookCommand`; the usage lines keep their
/// commands as they are typed, under the heading "사용법:".
struct HelpTranslation: Sendable {
    /// The overview's line.
    var summary: String
    /// The usage lines, when they say more than the commands (else the English ones, with the
    /// heading "사용법:").
    var usage: String? = nil
    /// The paragraphs before the options.
    var discussion: String
    /// Each option's help, by the option's name; a test insists on one for every option.
    var options: [String: String] = [:]
    /// What follows the options; empty when nothing.
    var epilogue: String = ""
}
