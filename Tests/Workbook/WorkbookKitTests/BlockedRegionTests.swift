import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A region that still holds the workbook's code is blocked by another region's error, not one
/// that "does not compile": the workbook's code compiles as written.
@Suite struct BlockedRegionTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    /// The compiler's output with `choose(card:)` in mvvm-flip-card, read with an edit outside the
    /// regions, so no use is blamed: mvvm-choose-intent's region, which holds the workbook's
    /// code, has the first error.
    func report() throws -> (CheckReport, Catalog) {
        let started = try base.starting("mvvm-flip-card", with: [BrokenUseTests.chooseCard])
        let report = try base.report(
            BrokenUseTests.chooseCardOutput, checking: "mvvm-choose-intent", in: started,
            editedOutside: ["Sources/Lecture2MVVM/Terminal/TerminalTable.swift"])
        return (report, started)
    }

    @Test("with no started region in error, the workbook's region keeps its own verdict")
    func noBlockerNoClaim() throws {
        let (report, _) = try report()
        let intent = try #require(report.entries.first { $0.exercise.id == "mvvm-choose-intent" })
        guard case .compileError = intent.verdict else {
            Issue.record("\(intent.verdict)")
            return
        }
        #expect(intent.blockedBy.isEmpty)
    }

    @Test("a started region in error blocks the workbook's region; Next goes to the started one")
    func startedErrorBlocks() throws {
        let (first, started) = try report()
        var report = first
        let flip = try #require(started.exercise("mvvm-flip-card"))
        let path = started.workspace.root.appendingPathComponent(
            "Sources/Lecture2MVVM/MemoryGame.swift"
        ).path
        let line = try base.line(
            of: "mutating func choose(card: Card)", in: "Sources/Lecture2MVVM/MemoryGame.swift",
            of: started)
        let own = CompilerDiagnostic(
            path: path, line: line, column: 5, message: "cannot find 'Card' in scope")
        report.entries.append(.init(exercise: flip, verdict: .compileError([own])))
        report.entries = BlockedRegion.marking(report.entries, catalog: started)
        let intent = try #require(report.entries.first { $0.exercise.id == "mvvm-choose-intent" })
        #expect(intent.blockedBy == ["mvvm-flip-card"])
        #expect(report.entries.first { $0.exercise.id == "mvvm-flip-card" }?.blockedBy == [])
        let text = base.printed(report, asked: "mvvm-choose-intent", in: started)
        #expect(
            text.contains {
                $0.hasSuffix(
                    "mvvm-choose-intent  blocked by the compiler error in mvvm-flip-card: this"
                        + " region holds the workbook's code, which compiles as written")
            }, "\(text)")
        #expect(!text.contains { $0.hasSuffix("mvvm-choose-intent  does not compile") })
        #expect(text.last?.contains("MemoryGame.swift:\(line)") == true, "\(text)")
        let korean = base.printed(report, asked: "mvvm-choose-intent", in: started, language: .ko)
        #expect(korean.contains { $0.contains("mvvm-flip-card의 컴파일 오류로 막힘") }, "\(korean)")
    }
}
