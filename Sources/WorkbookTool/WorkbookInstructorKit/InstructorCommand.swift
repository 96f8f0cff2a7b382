import WorkbookKit

/// A command of `workbook-instructor`: it is run as `swift run workbook-instructor <name>`, and
/// its help is English only.
///
/// Its readers maintain the workbook, in English, so each of its help texts is written once, as
/// `Localized.verbatim`, and `--help` shows it in English whatever the language (a test holds
/// that each text of such a command is the same in both forms). Its messages to the instructor
/// are English too; what a student can meet through it, such as a grade's report, is not help.
protocol InstructorCommand: WorkbookCommand {}

extension InstructorCommand {
    static var program: String { "workbook-instructor" }
    static var isEnglishOnly: Bool { true }
}
