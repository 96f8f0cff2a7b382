import Foundation
// The instructor's commands live beside the student's tool, not in it, and reach the workbook's
// model (catalog, markers, test runs) through what WorkbookKit declares `package`: seen by the
// modules of the tool's package alone, so none of it becomes public for this one user.
import WorkbookKit
import WorkbookLanguage

/// `workbook-instructor`: the instructor's commands, `verify`, `release` and `grade`.
///
/// A program of its own, so that a student's `swift run workbook` never compiles them and a
/// student release never ships them (`ReleaseWriter.instructorOnlyFolders`).
public enum WorkbookInstructor {
    /// Every subcommand, in the order the overview lists them; their names are the ones
    /// the student's tool points here for.
    static var commands: [any WorkbookCommand.Type] {
        [VerifyCommand.self, ReleaseCommand.self, GradeCommand.self]
    }

    /// The program: the instructor's commands, and a pointer for a student's.
    static var program: CommandLineProgram {
        CommandLineProgram(
            name: "workbook-instructor", commands: commands, defaultCommand: nil,
            overview: Messages.instructorOverview,
            elsewhere: { name in
                Workbook.commands.contains { $0.name == name }
                    ? Messages.studentCommandElsewhere(name) : nil
            })
    }

    /// Runs `workbook-instructor` with `arguments` (without the program name) and returns the
    /// exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        program.run(arguments, context: context)
    }

    /// The text of `workbook-instructor --help` in `language`.
    static func overview(in language: Language) -> String {
        program.overview(in: language)
    }
}

extension Messages {
    /// The text of `workbook-instructor --help`, around the list of `commands`.
    static func instructorOverview(commands: String) -> Localized {
        Localized(
            en: """
                workbook-instructor: verify, release and grade the exercises of the Concentration Workbook.

                Usage: swift run workbook-instructor <command> [options]   (no command: this overview)

                Commands:
                \(commands)

                Run 'swift run workbook-instructor <command> --help' for the details of one command.
                The student's commands (start, check, ...) are in 'swift run workbook'.
                Exit status: 0 ok, 1 a check failed or the command could not do its work, 64 usage error.
                """,
            ko: """
                workbook-instructor: Concentration Workbook의 연습 문제를 검증하고, 배포하고, 채점합니다.

                사용법: swift run workbook-instructor <command> [options]   (명령이 없으면 이 안내를 보여 줍니다)

                명령:
                \(commands)

                명령 하나의 자세한 내용은 'swift run workbook-instructor <command> --help'로 보십시오.
                학생용 명령(start, check 등)은 'swift run workbook'에 있습니다.
                종료 상태: 0 성공, 1 검사 실패 또는 명령이 일을 마치지 못함, 64 사용법 오류.
                """)
    }

    /// A student's command asked of the instructor's tool.
    static func studentCommandElsewhere(_ name: String) -> Localized {
        Localized(
            en:
                "'\(name)' is a student's command, in the student's tool: swift run workbook \(name)",
            ko: "'\(name)' 명령은 학생용 도구에 있습니다: swift run workbook \(name)")
    }
}
