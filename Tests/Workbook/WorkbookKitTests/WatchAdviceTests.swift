import Foundation
import Testing

@testable import WorkbookKit

/// `watch` runs the check itself at every save, so its advice says to save, never to type `check`.
@Suite final class WatchAdviceTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    func advice(watching: Bool, language: String) throws -> String {
        #expect(fixture.run("start", "a-greet").status == 0)
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: fixture.root, console: recording.console,
            environment: ["WORKBOOK_LANG": language])
        let failing = CannedRunner { root in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([("StageATests.GreetTests", "wrong")]),
                root: root)
        }
        _ = try CheckCommand.check("a-greet", context: context, runner: failing, watching: watching)
        return recording.output
    }

    @Test("under watch, the advice says to save the file, in English and Korean")
    func watchSaysSave() throws {
        let english = try advice(watching: true, language: "en")

        #expect(english.contains("Fix a-greet.\nThen save the file: watch checks it again."))
        #expect(!english.contains("Next: swift run workbook check"), "\(english)")
    }

    @Test("a plain check still gives the command to run")
    func checkSaysRun() throws {
        let english = try advice(watching: false, language: "en")

        #expect(english.contains("Fix a-greet.\nNext: swift run workbook check a-greet\n"))
    }

    @Test("the Korean advice under watch names saving too")
    func koreanWatch() {
        let korean = Messages.fixFailures(of: "a-greet", again: "x", watching: true).ko

        #expect(korean.contains("저장하십시오"))
        #expect(!korean.contains("다음: x"))
    }
}

/// A crash's advice follows the runtime's message: `UInt32(-5)` is not an index out of range.
@Suite struct CrashAdviceTests {
    @Test("a negative number made unsigned is named, in English and Korean")
    func unsignedConversion() {
        let advice = Messages.findCrash(
            in: "mvc-arc4random", again: "swift run workbook check mvc-arc4random",
            negativeMadeUnsigned: TestCrash(
                reason: "Fatal error: Negative value is not representable"
            ).madeNegativeUnsigned)

        #expect(advice.en.contains("unsigned type"), "\(advice.en)")
        #expect(!advice.en.contains("index out of range"))
        #expect(advice.ko.contains("부호 없는"))
        #expect(Messages.findCrash(in: "x", again: "y").en.contains("index out of range"))
    }
}
