import Foundation
import Testing

/// What a plain `swift test` builds instead of the tests of the workbook's machinery (the tool, the
/// terminal game, process spawning): `Package.swift` builds those only with `WORKBOOK_TOOL_TESTS=1`,
/// and this file only without it.
///
/// It fails if the switch is set and yet this file was built, which happens when SwiftPM reuses a
/// manifest it read before the switch was set: then none of those tests would run. As the
/// test process ends it prints the student's next step, the last line of a plain `swift test`.
@Test(
    "the tests of the workbook's tool and game are not built here: WORKBOOK_TOOL_TESTS=1 swift test runs them"
)
func toolTestsLeftOut() {
    // Written as the test process ends, after Swift Testing's summary, so that the last line of a
    // plain `swift test` says what to do next instead of leaving several hundred lines behind. It
    // goes to standard error, unbuffered, like the summary: SwiftPM reads a test's two streams
    // through separate pipes, so a line on standard output can overtake the summary on the screen.
    atexit {
        // The Next line holds the command alone, so that it pastes whole into any shell; what it
        // does is said on the line before it.
        let lines =
            "\n'swift run workbook' shows your progress and the next exercise;"
            + " 'swift run workbook check <exercise>' explains what failed.\nNext: swift run workbook\n"
        FileHandle.standardError.write(Data(lines.utf8))
    }
    #expect(
        ProcessInfo.processInfo.environment["WORKBOOK_TOOL_TESTS"] != "1",
        """
        WORKBOOK_TOOL_TESTS=1 is set, but the tests of the tool and the game were not built: \
        SwiftPM used the manifest as it read it without the switch. Run 'touch Package.swift', \
        then the tests again.
        """)
}
