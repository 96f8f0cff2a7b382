import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The sample output in the student guides is what the tool prints: each line of a guide's sample
/// block is a line that `start Lecture2MVC` prints, in the guide's language, on a fresh copy.
@Suite final class GuideSampleTests {
    let root: URL
    let workspace: Workspace

    init() throws {
        let here = URL(fileURLWithPath: #filePath)
        workspace = try Workspace.locate(from: here.deletingLastPathComponent())
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Lectures"] {
            try FileManager.default.copyItem(
                at: workspace.url(item), to: root.appendingPathComponent(item))
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The lines, but for `...`, of the guide's first fenced block that shows `start`'s output
    /// (it names the first exercise of Lecture 2).
    static func sample(in guide: String) -> [String] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in guide.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        let block = blocks.first { $0.contains { $0.contains("mvc-argument-labels") } } ?? []
        return block.filter { $0 != "..." }
    }

    @Test(
        "the guide's sample of start is what start prints",
        arguments: [("docs/student-guide.md", "en"), ("docs/student-guide.ko.md", "ko")])
    func sampleMatches(guide: String, language: String) throws {
        let text = try String(contentsOf: workspace.url(guide), encoding: .utf8)
        let sample = Self.sample(in: text)
        let printed = runWorkbook(
            ["start", "Lecture2MVC"], in: root, environment: ["WORKBOOK_LANG": language]
        ).output.components(separatedBy: "\n")

        #expect(sample.count >= 3, "\(guide) has a sample of start's output")
        for line in sample {
            #expect(printed.contains(line), "\(guide): `\(line)` is not printed by start")
        }
    }

    /// The lines of every fenced block of `guide` that shows output (a fence with no language).
    static func outputLines(in guide: String) -> [String] {
        var lines: [String] = []
        var inBlock = false
        var isOutput = false
        for line in guide.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if inBlock {
                    inBlock = false
                } else {
                    inBlock = true
                    isOutput = trimmed == "```"
                }
            } else if inBlock && isOutput && line != "..." {
                lines.append(line)
            }
        }
        return lines
    }

    /// The lines `check` prints in `language` that the student guides show: a lecture's verdict,
    /// an exercise that passes, fails, crashes and is stopped.
    static func checkLines(in language: Language) -> [String] {
        let parts = Messages.summaryParts(passed: 12, failed: 0, notChecked: 0, notStarted: 0)
        let secondCard = testName(
            "ConcentrationChooseCardTests/matchingChoice()",
            english: "choosing a second card with the same identifier marks both matched",
            in: language)
        let firstCard = testName(
            "ConcentrationChooseCardTests/firstChoice()",
            english: "choosing a face-down card turns it face up and remembers its index",
            in: language)
        // A name made up for the sample, in each language.
        let endless = Localized(
            en: "a 4 by 3 board is wider than tall", ko: "4 × 3 판은 높이보다 너비가 큽니다")
        return [
            "✔ Lecture2MVC  "
                + [parts.passed, parts.failed, parts.notStarted].map { $0(language) }
                .joined(separator: ", "),
            Messages.allPassed(language),
            Messages.next("swift run workbook start Lecture2MVVM")(language),
            "✔ mvc-choose-card  " + Messages.passed(4, notStarted: false)(language),
            "✘ mvc-choose-card  " + Messages.failed(5, of: 6)(language),
            Messages.test(firstCard)(language),
            Messages.test(secondCard)(language),
            "✘ mvc-choose-card  " + Messages.crashed("Fatal error: Index out of range")(language),
            "      "
                + Messages.crashedIn(
                    "Concentration.chooseCard(at:)",
                    file: "Sources/Lecture2MVC/Concentration.swift"
                )(language),
            "      "
                + Messages.calledFrom(
                    "Tests/Lecture2MVCTests/ConcentrationChooseCardTests.swift:31"
                )(language),
            "      " + Messages.whileRunning(secondCard)(language),
            "✘ l4-aspect-ratio  " + Messages.stopped(after: 20)(language),
            "      " + Messages.whileRunning(endless(language))(language),
        ]
    }

    /// The name `check` gives a test of Lecture2MVC in `language`, from the stage's table.
    static func testName(_ key: String, english: String, in language: Language) -> String {
        guard let catalog = try? Catalog(workspace: Workspace(root: PackageRoot.url)) else {
            return english
        }
        let test = TestResult(
            id: "Lecture2MVCTests.\(key)/ConcentrationChooseCardTests.swift:1:1",
            displayName: english)
        return catalog.name(of: test, in: language)
    }

    @Test(
        "each guide's samples of check are the tool's lines in its language, with the test's advice",
        arguments: [("docs/student-guide.md", Language.en), ("docs/student-guide.ko.md", .ko)])
    func checkSamples(guide: String, language: Language) throws {
        let shown = Self.outputLines(
            in: try String(contentsOf: workspace.url(guide), encoding: .utf8))
        for line in Self.checkLines(in: language) {
            #expect(shown.contains(line), "\(guide) does not show `\(line)`")
        }
        // The advice under a failure is the form in the guide's language the lecture's test gives.
        let tests = try String(
            contentsOf: workspace.url("Tests/Lecture2MVCTests/ConcentrationChooseCardTests.swift"),
            encoding: .utf8
        ).replacing(#/:\s+"/#, with: ": \"")
        let advice = shown.filter { $0.hasPrefix("        ↳ ") }
        #expect(advice.count >= 2)
        for line in advice {
            #expect(
                tests.contains("\(language.rawValue): \"\(line.dropFirst("        ↳ ".count))\""),
                "\(guide): `\(line)` is not the advice of ConcentrationChooseCardTests")
        }
        // The point under a pass, up to its reason.
        let point = Messages.pointMissed(
            "if let", instead: "!= nil", why: .verbatim(""), exercise: "mvc-choose-card"
        )(language)
        let pointLead = String(point.prefix { $0 != ":" }) + ": …"
        #expect(shown.contains(pointLead), "\(guide) does not show `\(pointLead)`")
    }

    @Test("the Korean guide's samples and quotes speak Korean")
    func koreanCheckSamples() throws {
        let guide = try String(
            contentsOf: workspace.url("docs/student-guide.ko.md"), encoding: .utf8)
        let shown = Self.outputLines(in: guide)
        // Sentences the guide quotes inline.
        for quoted in [
            Messages.next("").ko.trimmingCharacters(in: .whitespaces),
            String(Messages.editedOutside.ko.prefix { $0 != "(" }),
            Messages.takingAsLecture("lecture2mvc", stage: "Lecture2MVC").ko,
            Messages.firstWrite("mvc-identifier-factory").ko,
        ] {
            #expect(guide.contains(quoted), "docs/student-guide.ko.md does not quote `\(quoted)`")
        }
        // No English sentence in a sample, but Swift Testing's own lines and the test names.
        let english = shown.filter { line in
            !line.contains("Expectation failed") && !line.contains("Fatal error")
                && !line.contains("\"")
                && !KoreanErrorPathTests.englishSentences(in: line).isEmpty
        }
        #expect(english == [])
    }
}
