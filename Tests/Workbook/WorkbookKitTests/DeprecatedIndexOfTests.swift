import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The 2017 lecture's `cardButtons.index(of: sender)` compiles in Swift 6.3 with a deprecation
/// warning that names today's `firstIndex(of:)`; `check` shows it under the verdict, as the
/// notes of Lecture2MVC say.
@Suite struct DeprecatedIndexOfTests {
    /// The workbook, with mvc-touch-card started on the lecture's `index(of:)`.
    let catalog: Catalog
    /// The line of the started region that calls `index(of:)`.
    let callLine: Int

    init() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        var catalog = try Catalog(workspace: workspace)
        let body = [
            "@IBAction func touchCard(_ sender: UIButton) {",
            "    if let cardNumber = cardButtons.index(of: sender) {",
            "        flipCount += 1",
            "        if game.cards.indices.contains(cardNumber) {",
            "            game.chooseCard(at: cardNumber)",
            "        }",
            "        updateViewFromModel()",
            "    }",
            "}",
        ]
        for index in catalog.files.indices
        where catalog.files[index].regions.contains(where: { $0.exerciseID == "mvc-touch-card" }) {
            catalog.files[index] = try catalog.files[index].rewritingRegions { region in
                guard region.exerciseID == "mvc-touch-card" else { return nil }
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation,
                    body: body.map { region.indentation + $0 })
            }
        }
        let file = try #require(
            catalog.files.first { $0.path == "Sources/Lecture2MVC/ViewController.swift" })
        let index = try #require(
            file.text.components(separatedBy: "\n").firstIndex { $0.contains(".index(of:") })
        self.catalog = catalog
        callLine = index + 1
    }

    /// From a real compile of the stage with that region (`ROOT` stands for the workbook, `LINE`
    /// for the call's line).
    static let build = """
        ROOT/Sources/Lecture2MVC/ViewController.swift:LINE:41: warning: 'index(of:)' is deprecated: renamed to 'firstIndex(of:)' [#DeprecatedDeclaration]
         94 |     @IBAction func touchCard(_ sender: UIButton) {
         LINE |         if let cardNumber = cardButtons.index(of: sender) {
            |                                         |- warning: 'index(of:)' is deprecated: renamed to 'firstIndex(of:)' [#DeprecatedDeclaration]
            |                                         `- note: use 'firstIndex(of:)' instead
         96 |             flipCount += 1
        """

    @Test("the lecture's index(of:) passes, and check shows the warning naming firstIndex(of:)")
    func warningShown() throws {
        let output = Self.build.replacingOccurrences(of: "ROOT", with: catalog.workspace.root.path)
            .replacingOccurrences(of: "LINE", with: String(callLine))
        let outcome = TestOutcome.interpret(
            output: output + "\n", eventStream: "", root: catalog.workspace.root)
        let exercise = try #require(catalog.exercise("mvc-touch-card"))
        let report = CheckReport(
            plan: CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter),
            outcome: outcome, catalog: catalog)
        let console = Console(language: .en, output: { _ in }, error: { _ in })
        let lines = CheckFormatter(console: console, catalog: catalog).lines(for: report)
        let warning = try #require(
            lines.first { $0.contains("'index(of:)' is deprecated") }, "\(lines)")
        #expect(
            warning.contains(
                "Sources/Lecture2MVC/ViewController.swift:\(callLine):41: warning: 'index(of:)'"
                    + " is deprecated: renamed to 'firstIndex(of:)'"), "\(warning)")
        #expect(lines.contains { $0.contains("The compiler warns about your code") }, "\(lines)")
    }
}
