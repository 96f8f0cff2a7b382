import Foundation
import Testing

/// The only test of `WorkbookKitTests` in a plain `swift test`: `Package.swift` builds the tool's
/// own tests only with `WORKBOOK_TOOL_TESTS=1`, and this file only without it.
///
/// It fails if the switch is set and yet this file was built, which happens when SwiftPM reuses a
/// manifest it read before the switch was set: then none of the tool's tests would run.
@Test(
    "the workbook tool's own tests are not built here: WORKBOOK_TOOL_TESTS=1 swift test runs them"
)
func toolTestsLeftOut() {
    #expect(
        ProcessInfo.processInfo.environment["WORKBOOK_TOOL_TESTS"] != "1",
        """
        WORKBOOK_TOOL_TESTS=1 is set, but the tool's tests were not built: SwiftPM used the \
        manifest as it read it without the switch. Run 'touch Package.swift', then the tests again.
        """)
}
