import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The instructor's commands are a program of their own, `workbook-instructor`: the student's
/// `workbook` has none of them, knows their names, and says where they are.
@Suite struct InstructorCommandsTests {
    /// Runs `program` with `words` in an empty folder, in `language`.
    func run(
        _ program: ([String], CommandContext) -> Int32, _ words: [String], _ language: Language
    ) -> (status: Int32, output: String, error: String) {
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: FileManager.default.temporaryDirectory, console: recording.console,
            environment: [Language.variable: language.rawValue])
        return (program(words, context), recording.output, recording.error)
    }

    @Test("the names the student's tool knows are the instructor's tool's commands, in order")
    func namesMatchCommands() {
        #expect(WorkbookInstructor.commands.map { $0.name } == Workbook.instructorCommandNames)
        let student = Set(Workbook.commands.map { $0.name })
        #expect(student.isDisjoint(with: Workbook.instructorCommandNames))
    }

    @Test(
        "asking the student's tool for an instructor's command says where it moved, in both languages"
    )
    func studentToolPointsToTheInstructors() {
        for name in Workbook.instructorCommandNames {
            let english = run(Workbook.run, [name], .en)
            #expect(english.status == ExitStatus.usage)
            expectText(
                english.error,
                equals: """
                    '\(name)' is an instructor's command; it has a tool of its own:
                    swift run workbook-instructor \(name)
                    (A student copy made with 'release' does not have it at all.)

                    """)
            let korean = run(Workbook.run, [name], .ko)
            expectText(
                korean.error,
                equals: """
                    '\(name)' 명령은 강사용이라 따로 된 도구에 있습니다:
                    swift run workbook-instructor \(name)
                    ('release'로 만든 학생용 사본에는 아예 없습니다.)

                    """)
        }
    }

    @Test("the instructor's tool lists its own commands, and points a student's command home")
    func instructorsOverview() {
        let overview = run(WorkbookInstructor.run, ["--help"], .en)
        #expect(overview.status == 0)
        expectText(
            overview.output,
            equals: """
                workbook-instructor: verify, release and grade the exercises of the Concentration Workbook.

                Usage: swift run workbook-instructor <command> [options]   (no command: this overview)

                Commands:
                    verify   Maintainers: prove every exercise is sound, in order, and its tests catch mistakes
                    release  Instructors: write a student copy with every solution removed
                    grade    Instructors: grade this copy, a student's, or a class; write results.json

                Run 'swift run workbook-instructor <command> --help' for the details of one command.
                The student's commands (start, check, ...) are in 'swift run workbook'.
                Exit status: 0 ok, 1 a check failed or the command could not do its work, 64 usage error.

                """)
        #expect(run(WorkbookInstructor.run, [], .en).output == overview.output)
        let korean = run(WorkbookInstructor.run, ["--help"], .ko)
        #expect(korean.output.contains("명령:\n    verify "), "\(korean.output)")
        let check = run(WorkbookInstructor.run, ["check"], .en)
        #expect(check.status == ExitStatus.usage)
        #expect(
            check.error
                == "'check' is a student's command, in the student's tool: swift run workbook check\n"
        )
        let checkKorean = run(WorkbookInstructor.run, ["check"], .ko)
        #expect(checkKorean.error == "'check' 명령은 학생용 도구에 있습니다: swift run workbook check\n")
    }

    @Test(
        "a release leaves out the instructor's commands and the tool's own tests, not the student's tool"
    )
    func releaseLeavesThemOut() {
        for path in [
            "Sources/WorkbookTool/WorkbookInstructorKit/Grade/Grader.swift",
            "Sources/WorkbookTool/WorkbookInstructorKit/Verify/Verifier.swift",
            "Sources/WorkbookTool/workbook-instructor/main.swift",
            "Tests/Workbook/WorkbookKitTests/GradeTests.swift",
            "Tests/Workbook/ToolchainTests/StudentFirstHourTests.swift",
            "Tests/Workbook/SwiftUIStandInTests/HitTestingTests.swift",
        ] {
            #expect(ReleaseWriter.isInstructorOnly(path), "\(path)")
        }
        for path in [
            "Sources/WorkbookTool/WorkbookKit/Check/CheckCommand.swift",
            "Sources/WorkbookTool/workbook/main.swift",
            "Tests/Workbook/ToolTestsLeftOut/ToolTestsLeftOut.swift",
            "Sources/Lecture2MVC/Concentration.swift",
            "Sources/SwiftUIStandIn/View/View.swift",
        ] {
            #expect(!ReleaseWriter.isInstructorOnly(path), "\(path)")
        }
    }
}
