import Foundation
import Testing

@testable import WorkbookKit

/// `private var flipCount` in mvc-flip-count: the compiler's errors in the terminal's table, which
/// reads the count, are the region's. One of them is about the `flipCount` interpolated in a string
/// on a line that also reads `flipCountLabel`: "Your declaration:" lists only the declaration the
/// errors name, not the outlet beside it.
@Suite struct InterpolatedUseTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    /// The compiler's output, captured from `swift build --build-tests` with the regions below.
    static let output = """
        ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:44:46: error: 'flipCount' is inaccessible due to 'private' protection level
         42 |     public func tap(card index: Int) {
         43 |         guard viewController.cardButtons.indices.contains(index) else { return }
         44 |         let flipCountBefore = viewController.flipCount
            |                                              `- error: 'flipCount' is inaccessible due to 'private' protection level
         45 |         let wasMatched = cards.indices.contains(index) && cards[index].isMatched
         46 |         viewController.cardButtons[index].sendActions()

        ROOT/Sources/Lecture2MVC/ViewController.swift:82:17: note: 'flipCount' declared here
         80 |     ///
         81 |     /// `didSet` runs after every change, whoever makes it, so the label cannot fall behind.
         82 |     private var flipCount = 0 {
            |                 `- note: 'flipCount' declared here
         83 |         didSet {
         84 |             flipCountLabel.text = "Flips: \\(flipCount)"

        ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:48:52: error: 'flipCount' is inaccessible due to 'private' protection level
         46 |         viewController.cardButtons[index].sendActions()
         47 |         let isFaceUp = cards.indices.contains(index) && cards[index].isFaceUp
         48 |         lastTap = (flipCountBefore, viewController.flipCount, wasMatched || isFaceUp)
            |                                                    `- error: 'flipCount' is inaccessible due to 'private' protection level
         49 |     }
         50 | 

        ROOT/Sources/Lecture2MVC/ViewController.swift:82:17: note: 'flipCount' declared here
         80 |     ///
         81 |     /// `didSet` runs after every change, whoever makes it, so the label cannot fall behind.
         82 |     private var flipCount = 0 {
            |                 `- note: 'flipCount' declared here
         83 |         didSet {
         84 |             flipCountLabel.text = "Flips: \\(flipCount)"

        ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:83:70: error: 'flipCount' is inaccessible due to 'private' protection level
         81 |             return "No cards on the table."
         82 |         } else if isWon {
         83 |             return "You found all \\(pairs) pairs in \\(viewController.flipCount) flips!"
            |                                                                      `- error: 'flipCount' is inaccessible due to 'private' protection level
         84 |         } else {
         85 |             return "Pairs found: \\(cards.filter(\\.isMatched).count / 2) of \\(pairs)"

        ROOT/Sources/Lecture2MVC/ViewController.swift:82:17: note: 'flipCount' declared here
         80 |     ///
         81 |     /// `didSet` runs after every change, whoever makes it, so the label cannot fall behind.
         82 |     private var flipCount = 0 {
            |                 `- note: 'flipCount' declared here
         83 |         didSet {
         84 |             flipCountLabel.text = "Flips: \\(flipCount)"

        ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:112:75: error: 'flipCount' is inaccessible due to 'private' protection level
        110 |             return .cardDidNotTurn
        111 |         }
        112 |         if viewController.flipCountLabel.text != "Flips: \\(viewController.flipCount)" {
            |                                                                           `- error: 'flipCount' is inaccessible due to 'private' protection level
        113 |             return .labelOutOfStep(flips: viewController.flipCount)
        114 |         }

        ROOT/Sources/Lecture2MVC/ViewController.swift:82:17: note: 'flipCount' declared here
         80 |     ///
         81 |     /// `didSet` runs after every change, whoever makes it, so the label cannot fall behind.
         82 |     private var flipCount = 0 {
            |                 `- note: 'flipCount' declared here
         83 |         didSet {
         84 |             flipCountLabel.text = "Flips: \\(flipCount)"

        ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:113:58: error: 'flipCount' is inaccessible due to 'private' protection level
        111 |         }
        112 |         if viewController.flipCountLabel.text != "Flips: \\(viewController.flipCount)" {
        113 |             return .labelOutOfStep(flips: viewController.flipCount)
            |                                                          `- error: 'flipCount' is inaccessible due to 'private' protection level
        114 |         }
        115 |         let faceUp = cards.indices.filter { cards[$0].isFaceUp && buttons.indices.contains($0) }

        ROOT/Sources/Lecture2MVC/ViewController.swift:82:17: note: 'flipCount' declared here
         80 |     ///
         81 |     /// `didSet` runs after every change, whoever makes it, so the label cannot fall behind.
         82 |     private var flipCount = 0 {
            |                 `- note: 'flipCount' declared here
         83 |         didSet {
         84 |             flipCountLabel.text = "Flips: \\(flipCount)"

        """

    @Test("the declaration listed is the one the errors name, not the outlet beside it")
    func onlyTheNamedDeclaration() throws {
        let started = try base.starting(
            "mvc-flip-count",
            with: [
                "weak var flipCountLabel: UILabel!",
                """
                private var flipCount = 0 {
                    didSet {
                        flipCountLabel.text = "Flips: \\(flipCount)"
                    }
                }
                """,
            ])
        let report = try base.report(Self.output, checking: "mvc-flip-count", in: started)
        let text = base.printed(report, asked: "mvc-flip-count", in: started)
        #expect(!text.contains { $0.contains("weak var flipCountLabel") }, "\(text)")
        #expect(text.contains { $0.contains("private var flipCount = 0 {") }, "\(text)")
    }
}
