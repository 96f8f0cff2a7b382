import Foundation
import Testing

@testable import WorkbookKit

/// The instructor's commands are built in only with `WORKBOOK_INSTRUCTOR=1` (the tool's tests set
/// it through `WORKBOOK_TOOL_TESTS=1`); a student's build knows their names, to say how to get them.
@Suite struct InstructorCommandsTests {
    @Test("the names a student's build knows are the instructor's commands of this build, in order")
    func namesMatchCommands() {
        #expect(Workbook.instructorCommands.map { $0.name } == Workbook.instructorCommandNames)
    }

    @Test("the overview lists the student's commands first, then the instructor's")
    func studentCommandsFirst() {
        let names = Workbook.commands.map { $0.name }
        #expect(
            Array(names.suffix(Workbook.instructorCommandNames.count))
                == Workbook.instructorCommandNames)
        #expect(names.first == "list")
    }

    @Test(
        "a release leaves out the instructor's commands and the tool's own tests, not the student's tool"
    )
    func releaseLeavesThemOut() {
        #expect(ReleaseWriter.isInstructorOnly("Sources/WorkbookTool/WorkbookKit/Grade/Grader.swift"))
        #expect(
            ReleaseWriter.isInstructorOnly("Sources/WorkbookTool/WorkbookKit/Verify/Verifier.swift"))
        #expect(ReleaseWriter.isInstructorOnly("Tests/Workbook/WorkbookKitTests/GradeTests.swift"))
        #expect(
            !ReleaseWriter.isInstructorOnly("Sources/WorkbookTool/WorkbookKit/Check/CheckCommand.swift")
        )
        #expect(
            !ReleaseWriter.isInstructorOnly(
                "Tests/Workbook/ToolTestsLeftOut/ToolTestsLeftOut.swift"))
        #expect(!ReleaseWriter.isInstructorOnly("Sources/Lecture2MVC/Concentration.swift"))
    }
}
