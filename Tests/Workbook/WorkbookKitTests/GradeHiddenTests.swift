import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// What reports a student can see say about hidden suites: never their code, and their messages
/// only when the instructor asks (`grade --show-hidden-messages`).
@Suite final class GradeHiddenTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook(files: GradeFixture.files) }
    deinit { fixture.remove() }

    /// A message that quotes the hidden test's expectation, as Swift Testing's messages do.
    static let hiddenMessage = "Expectation failed: greet of an empty name is Hello, !"

    /// Every test of `a-greet` fails (`Events` names them `test 0` and `test 1`); the hidden one
    /// with `hiddenMessage`.
    static let runner = CannedRunner { root in
        TestOutcome.interpret(
            output: "",
            eventStream: Events.stream([
                ("StageATests.GreetTests", "Expectation failed: visible"),
                ("StageATests.GreetHiddenTests", hiddenMessage),
            ]), root: root)
    }

    /// Grades `a-greet` in place and returns results.json, junit.xml and Gradescope's file.
    func reports(hiddenMessages: Bool, language: Language = .en) throws -> [String] {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-grades-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: reports) }
        let gradescope = reports.appendingPathComponent("gradescope.json")
        let request = GradeCommand.Request(
            target: "a-greet", output: reports, submission: nil, submissions: nil, jobs: 1,
            gradescope: gradescope, hiddenMessages: hiddenMessages)
        let context = CommandContext(
            currentDirectory: fixture.root, console: RecordingConsole().console.speaking(language))
        #expect(try GradeCommand.grade(request, context: context, runner: Self.runner) == 0)
        return try ["results.json", "junit.xml", "gradescope.json"].map {
            try String(contentsOf: reports.appendingPathComponent($0), encoding: .utf8)
        }
    }

    @Test("results.json, junit.xml and Gradescope's file hold no hidden test's code or message")
    func withheld() throws {
        let files = try reports(hiddenMessages: false)
        for text in files {
            #expect(!text.contains("Hello, !"), "no hidden message: \(text)")
        }
        let results = try JSONDecoder().decode(DecodedResults.self, from: Data(files[0].utf8))
        let hidden = try #require(results.tests.first { $0.name == "test 1" })
        #expect(hidden.testCode == nil)
        #expect(hidden.message == GradeResult.withheldMessage.en)
        let visible = try #require(results.tests.first { $0.name == "test 0" })
        #expect(visible.message?.contains("visible") == true, "a visible message is kept")
    }

    @Test(
        "in Korean (--lang ko, WORKBOOK_LANG=ko), the sentence in a hidden message's place is Korean in every report"
    )
    func withheldInKorean() throws {
        let files = try reports(hiddenMessages: false, language: .ko)
        let korean = GradeResult.withheldMessage.ko
        #expect(korean != GradeResult.withheldMessage.en)
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(korean.contains("grade --show-hidden-messages"), "the option reads the same")
        let results = try JSONDecoder().decode(DecodedResults.self, from: Data(files[0].utf8))
        let hidden = try #require(results.tests.first { $0.name == "test 1" })
        #expect(hidden.message == korean)
        let gradescope = try JSONSerialization.jsonObject(with: Data(files[2].utf8))
        let outputs = ((gradescope as? [String: Any])?["tests"] as? [[String: Any]] ?? [])
            .compactMap { $0["output"] as? String }
        #expect(outputs.contains(korean), "Gradescope's file: \(outputs)")
        #expect(files[1].contains(korean), "junit.xml: \(files[1])")
        for text in files {
            #expect(!text.contains("Hello, !"), "no hidden message: \(text)")
            #expect(!text.contains(GradeResult.withheldMessage.en), "no English sentence: \(text)")
        }
    }

    @Test("--show-hidden-messages gives the hidden test's message back, never its code")
    func shownOnRequest() throws {
        let files = try reports(hiddenMessages: true)
        let results = try JSONDecoder().decode(DecodedResults.self, from: Data(files[0].utf8))
        let hidden = try #require(results.tests.first { $0.name == "test 1" })
        #expect(hidden.testCode == nil)
        #expect(hidden.message?.contains("Hello, !") == true, "\(hidden.message ?? "")")
        #expect(GradeCommand.options.contains { $0.name == "--show-hidden-messages" })
    }
}
