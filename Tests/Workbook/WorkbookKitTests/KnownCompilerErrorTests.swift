import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A compiler error the lecture's code is known to meet gets the workbook's own explanation
/// under the compiler's words, so a note that leads elsewhere is not the last word.
@Suite struct KnownCompilerErrorTests {
    /// The workbook these tests are part of, and its catalog.
    let catalog: Catalog

    init() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        catalog = try Catalog(workspace: workspace)
    }

    /// What `check id` prints in `language` when the build fails with `message` in the region
    /// of `id`, on its first line that contains `code` (else its first line).
    func printed(
        _ message: String, checking id: String, at code: String? = nil, language: Language
    ) throws -> [String] {
        let place = try #require(catalog.places(of: id).first)
        let offset = code.flatMap { code in place.region.body.firstIndex { $0.contains(code) } }
        let line = place.region.firstLine + 1 + (offset ?? 0)
        let file = catalog.workspace.url(place.file).path
        let outcome = TestOutcome.interpret(
            output: "\(file):\(line):16: error: \(message)\n", eventStream: "",
            root: catalog.workspace.root)
        let exercise = try #require(catalog.exercise(id))
        let plan = CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter)
        let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog)
        let console = Console(language: language, output: { _ in }, error: { _ in })
        return CheckFormatter(console: console, catalog: catalog).lines(for: report)
    }

    static let notConcurrencySafe =
        "static property 'identifierFactory' is not concurrency-safe because it is nonisolated "
        + "global shared mutable state [#MutableGlobalVariable]"

    @Test(
        "the lecture's static var in Swift 6: the workbook says nonisolated(unsafe), not @MainActor"
    )
    func sharedStaticVar() throws {
        let english = try printed(
            Self.notConcurrencySafe, checking: "mvc-identifier-factory",
            at: "static var identifierFactory", language: .en)
        let explanation = try #require(
            english.first { $0.contains("In the workbook's words") }, "\(english)")
        #expect(explanation.contains("`nonisolated(unsafe)` before `static var`"))
        #expect(explanation.contains("Do not follow the note's `@MainActor`"))
        #expect(english.contains { $0.contains("error: static property 'identifierFactory'") })

        let korean = try printed(
            Self.notConcurrencySafe, checking: "mvc-identifier-factory",
            at: "static var identifierFactory", language: .ko)
        #expect(korean.contains { $0.contains("워크북의 설명") && $0.contains("`nonisolated(unsafe)`") })
    }

    @Test("after following the note's @MainActor, the workbook leads back to nonisolated(unsafe)")
    func mainActorFollowUp() throws {
        let lines = try printed(
            "main actor-isolated static property 'identifierFactory' can not be mutated from a "
                + "nonisolated context",
            checking: "mvc-identifier-factory", at: "identifierFactory += 1", language: .en)
        #expect(
            lines.contains {
                $0.contains("remove `@MainActor`") && $0.contains("`nonisolated(unsafe)`")
            }, "\(lines)")
    }

    @Test("another error, or the same one in another exercise, gets no such line")
    func onlyTheKnownError() throws {
        let other = try printed(
            "cannot find 'identifierFactry' in scope", checking: "mvc-identifier-factory",
            at: "identifierFactory += 1", language: .en)
        #expect(other.contains { $0.contains("error: cannot find") }, "\(other)")
        #expect(!other.contains { $0.contains("In the workbook's words") })
        let elsewhere = try printed(
            Self.notConcurrencySafe, checking: "mvc-card-pairs", language: .en)
        #expect(elsewhere.contains { $0.contains("is not concurrency-safe") }, "\(elsewhere)")
        #expect(!elsewhere.contains { $0.contains("In the workbook's words") })
    }

    @Test(
        "the 2020 lecture's search pasted into the static search: the workbook says where it moved"
    )
    func gridSearchIsStatic() throws {
        let message = "instance member 'rowCount' cannot be used on type 'GridLayout'"
        let english = try printed(message, checking: "l4-grid-layout", language: .en)
        let explanation = try #require(
            english.first { $0.contains("In the workbook's words") }, "\(english)")
        #expect(explanation.contains("the 2020 lecture searches inside `GridLayout`'s `init`"))
        #expect(explanation.contains("a `static` function"), "\(explanation)")
        let korean = try printed(message, checking: "l4-grid-layout", language: .ko)
        #expect(korean.contains { $0.contains("워크북의 설명: 2020 강의는") }, "\(korean)")
        let other = try printed(
            "cannot find 'rows' in scope", checking: "l4-grid-layout", language: .en)
        #expect(!other.contains { $0.contains("In the workbook's words") }, "\(other)")
    }
}
