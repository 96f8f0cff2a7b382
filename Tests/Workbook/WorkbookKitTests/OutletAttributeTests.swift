import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The 2017 lecture's outlet typed into a region, `@IBOutlet weak var flipCountLabel: UILabel!`:
/// the compiler rejects the attribute, and `check` says at that line why and what to write.
@Suite struct OutletAttributeTests {
    /// The workbook these tests are part of, with mvc-flip-count started on the lecture's outlet.
    let catalog: Catalog
    /// The line of the started region that holds the outlet.
    let outletLine: Int

    init() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        var catalog = try Catalog(workspace: workspace)
        var count = 0
        let bodies = [
            ["@IBOutlet weak var flipCountLabel: UILabel!"],
            [
                "var flipCount = 0 {", "    didSet {",
                "        flipCountLabel.text = \"Flips: \\(flipCount)\"", "    }", "}",
            ],
        ]
        for index in catalog.files.indices
        where catalog.files[index].regions.contains(where: { $0.exerciseID == "mvc-flip-count" }) {
            catalog.files[index] = try catalog.files[index].rewritingRegions { region in
                guard region.exerciseID == "mvc-flip-count" else { return nil }
                defer { count += 1 }
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation,
                    body: bodies[count].map { region.indentation + $0 })
            }
        }
        let file = try #require(
            catalog.files.first { $0.path == "Sources/Lecture2MVC/ViewController.swift" })
        let index = try #require(
            file.text.components(separatedBy: "\n").firstIndex { $0.contains("@IBOutlet weak") })
        self.catalog = catalog
        outletLine = index + 1
    }

    /// From a real compile of the stage with that region (`swiftc`, whose words `swift build`
    /// prints too; `ROOT` stands for the workbook, `LINE` for the outlet's line).
    static let outletBuild = """
        ROOT/Sources/Lecture2MVC/ViewController.swift:LINE:5: error: '@IBOutlet' property cannot have non-'@objc' class type 'UILabel'
         18 |
         19 |     // BEGIN EXERCISE mvc-flip-count
         LINE |     @IBOutlet weak var flipCountLabel: UILabel!
            |     `- error: '@IBOutlet' property cannot have non-'@objc' class type 'UILabel'
         21 |     // END EXERCISE mvc-flip-count
         22 |
        """

    /// From a real compile of `@IBOutlet var cardButtons: [UIButton]!`, the lecture's other outlet.
    static let arrayOutletBuild = """
        ROOT/Sources/Lecture2MVC/ViewController.swift:LINE:5: error: '@IBOutlet' property cannot be an array of non-'@objc' class type '[UIButton]'
         LINE |     @IBOutlet var cardButtons: [UIButton]!
            |     `- error: '@IBOutlet' property cannot be an array of non-'@objc' class type '[UIButton]'
        """

    /// What `check mvc-flip-count` prints in `language` when the build printed `output`.
    func printed(_ output: String, language: Language = .en) throws -> [String] {
        let text = output.replacingOccurrences(of: "ROOT", with: catalog.workspace.root.path)
            .replacingOccurrences(of: "LINE", with: String(outletLine))
        let outcome = TestOutcome.interpret(
            output: text + "\n", eventStream: "", root: catalog.workspace.root)
        let exercise = try #require(catalog.exercise("mvc-flip-count"))
        let plan = CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter)
        let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog)
        let console = Console(language: language, output: { _ in }, error: { _ in })
        return CheckFormatter(console: console, catalog: catalog).lines(for: report)
    }

    @Test("the lecture's weak outlet: check names the line and the declaration without @IBOutlet")
    func weakOutlet() throws {
        let english = try printed(Self.outletBuild)
        let place = "Sources/Lecture2MVC/ViewController.swift:\(outletLine)"
        let explanation = try #require(
            english.first { $0.contains("`@IBOutlet` at") }, "\(english)")
        #expect(
            explanation.contains("`@IBOutlet` at \(place) marks a property for a storyboard"),
            "\(explanation)")
        #expect(
            explanation.contains("Write `weak var flipCountLabel: UILabel!`."), "\(explanation)")
        // The compiler's own words come first, at the same line.
        let error = try #require(english.firstIndex { $0.contains("error: '@IBOutlet' property") })
        let said = try #require(english.firstIndex(of: explanation))
        #expect(error < said, "\(english)")
        #expect(english[error].contains("\(place):5: error:"), "\(english)")

        let korean = try printed(Self.outletBuild, language: .ko)
        #expect(
            korean.contains {
                $0.contains("워크북의 설명: \(place)의 `@IBOutlet` 표시는")
                    && $0.contains("`weak var flipCountLabel: UILabel!`라고 씁니다.")
            }, "\(korean)")
    }

    @Test("an array outlet gets the same explanation, its own declaration kept")
    func arrayOutlet() throws {
        let english = try printed(Self.arrayOutletBuild)
        #expect(
            english.contains { $0.contains("Write `var cardButtons: [UIButton]!`.") }, "\(english)")
    }

    @Test("another error on the line gets no such explanation")
    func otherErrors() throws {
        let english = try printed(
            Self.outletBuild.replacingOccurrences(
                of: "'@IBOutlet' property cannot have non-'@objc' class type 'UILabel'",
                with: "cannot find type 'UILable' in scope"))
        #expect(english.contains { $0.contains("cannot find type 'UILable'") }, "\(english)")
        #expect(!english.contains { $0.contains("`@IBOutlet` at") }, "\(english)")
    }
}
