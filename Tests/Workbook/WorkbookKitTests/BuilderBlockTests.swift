import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A mistake inside a block of views, on the compiler's real output for it
/// (`BuilderBlockCases`): `check` names the student's line, which is not always the compiler's,
/// and says what a block may hold; errors that are not the block's get nothing.
@Suite struct BuilderBlockTests {
    /// The rule's findings for `example`, its file read from its source.
    static func found(_ example: BuilderBlockCases.Case) -> [BuilderBlock] {
        let output = example.output.replacingOccurrences(of: "ROOT", with: "/workbook")
        let lines = example.source.components(separatedBy: "\n")
        return BuilderBlock.find(in: CompilerDiagnostic.errors(in: output)) { _ in lines }
    }

    /// What `check` adds under the errors of `example`, in `language`.
    static func explained(_ example: BuilderBlockCases.Case, language: Language = .en) -> [String] {
        found(example).map { found in
            found.explanation { "\(example.path):\($0)" }(language)
        }
    }

    @Test(
        "a statement among the views: named at its line, with what a block may hold",
        arguments: [
            (BuilderBlockCases.statement, 11, #"print("face up: \(card.content)")"#),
            (BuilderBlockCases.intentCall, 11, "viewModel.choose(card: viewModel.cards[0])"),
        ])
    func statement(example: BuilderBlockCases.Case, line: Int, code: String) throws {
        let found = try #require(Self.found(example).first)
        #expect(found.mistake == .statement)
        #expect(found.line == line)
        #expect(found.code == code)
        let english = try #require(Self.explained(example).first)
        #expect(english.contains("`\(code)` at \(example.path):\(line) is a statement, not a view"))
        #expect(english.contains("holds views, one to a line"), "\(english)")
        #expect(english.contains("`let _ = print(…)` is allowed"), "\(english)")
        let korean = try #require(Self.explained(example, language: .ko).first)
        #expect(korean.contains("\(example.path):\(line)의 `\(code)` 줄은 뷰가 아니라 구문입니다"))
    }

    @Test("a for loop among the views: ForEach is the block's loop")
    func loop() throws {
        let found = Self.found(BuilderBlockCases.loop)
        #expect(found.map(\.mistake) == [.loop])
        #expect(found.map(\.line) == [8])
        let english = try #require(Self.explained(BuilderBlockCases.loop).first)
        #expect(
            english.contains(
                "`for card in viewModel.cards {` at Sources/StageA/Loop.swift:8 is a loop"))
        #expect(english.contains("`ForEach(items) { item in … }` is the block's own loop"))
    }

    @Test("break in a switch's case: a control flow statement, not a loop; every case gives a view")
    func switchBreak() throws {
        let found = Self.found(BuilderBlockCases.switchBreak)
        #expect(found.map(\.mistake) == [.controlFlow])
        #expect(found.map(\.line) == [12])
        let english = try #require(Self.explained(BuilderBlockCases.switchBreak).first)
        #expect(
            english.contains(
                "`break` at Sources/StageA/SwitchBreak.swift:12 is a control flow statement"),
            "\(english)")
        #expect(english.contains("a case that draws nothing gives `EmptyView()`"))
    }

    @Test("views of two types: ? : in a block, if/else in a function that is no block")
    func mismatchedViews() throws {
        let shape = "ShapeView<RoundedRectangle>"
        let ternary = Self.found(BuilderBlockCases.ternary)
        #expect(ternary.map(\.mistake) == [.mismatchedViews("Text", shape, ternary: true)])
        let chosen = try #require(Self.explained(BuilderBlockCases.ternary).first)
        #expect(chosen.contains("`if`/`else` chooses between views of different types"))
        let branches = Self.found(BuilderBlockCases.functionIfElse)
        #expect(branches.map(\.mistake) == [.mismatchedViews("Text", shape, ternary: false)])
        let marked = try #require(Self.explained(BuilderBlockCases.functionIfElse).first)
        #expect(marked.contains("Mark the function `@ViewBuilder`"), "\(marked)")
        // Two types that are no views, in a file of no views, are not the rule's.
        let numbers = CompilerDiagnostic(
            path: "/workbook/x.swift", line: 1, column: 1,
            message: "branches have mismatching types 'Int' and 'String'")
        #expect(BuilderBlock.mistake(in: numbers, lines: ["import Foundation"]) == nil)
    }

    @Test("guard … else { return }: the return's line, and the ZStack error named as following")
    func guardReturn() throws {
        let found = Self.found(BuilderBlockCases.guardReturn)
        #expect(found.map(\.mistake) == [.explicitReturn(missingReturnAt: nil)])
        #expect(found.map(\.line) == [8])
        #expect(found.first?.following == [7])
        let english = try #require(Self.explained(BuilderBlockCases.guardReturn).first)
        #expect(english.contains("the `return` at Sources/StageA/Guard.swift:8 does not belong"))
        #expect(
            english.contains(
                "The compiler's other error, at Sources/StageA/Guard.swift:7, follows from this one."
            ), "\(english)")
    }

    @Test("return before a branch's last view: the return's line, not the closing brace's")
    func returnInBlock() throws {
        let found = Self.found(BuilderBlockCases.returnInBlock)
        #expect(found.map(\.mistake) == [.explicitReturn(missingReturnAt: 14)])
        #expect(found.map(\.line) == [10])
        let english = try #require(Self.explained(BuilderBlockCases.returnInBlock).first)
        #expect(english.contains("the `return` at Sources/StageA/ReturnInBlock.swift:10"))
        #expect(
            english.contains(
                "asks for a `return` at its end (Sources/StageA/ReturnInBlock.swift:14)"))
    }

    @Test("a missing return in a closure with no return in it is not the block's")
    func missingReturnWithoutReturn() {
        let example = BuilderBlockCases.returnInBlock
        var plain = example
        plain.source = example.source.replacingOccurrences(of: "return Text", with: "Text")
        #expect(Self.found(plain).isEmpty)
        // Nor is a return missing from a closure that is no block of views.
        var ordinary = example
        ordinary.source = example.source.replacingOccurrences(
            of: "ZStack {", with: "let face: () -> Text = {")
        #expect(Self.found(ordinary).isEmpty)
    }

    @Test("a String where a view is needed: what draws it")
    func notAView() throws {
        let found = Self.found(BuilderBlockCases.notAView)
        #expect(found.map(\.mistake) == [.notAView(type: "String")])
        #expect(found.map(\.line) == [9])
        let english = try #require(Self.explained(BuilderBlockCases.notAView).first)
        #expect(english.contains("`card.content` at Sources/StageA/NotAView.swift:9 is a `String`"))
        #expect(english.contains("A `String` is drawn by `Text(…)`."))
    }

    @Test(
        "ForEach blamed for its closure's statement: the statement's line, the Int error following")
    func forEachContent() throws {
        let found = Self.found(BuilderBlockCases.forEachStatement)
        #expect(found.map(\.mistake) == [.forEachContent(forEachLine: 9)])
        #expect(found.map(\.line) == [12])
        #expect(found.first?.code == "viewModel.choose(card: card)")
        #expect(found.first?.following == [10])
        let english = try #require(Self.explained(BuilderBlockCases.forEachStatement).first)
        #expect(
            english.contains(
                "the compiler names `ForEach(…)` at Sources/StageA/ForEachStatement.swift:9"))
        #expect(
            english.contains(
                "most likely `viewModel.choose(card: card)` at Sources/StageA/ForEachStatement.swift:12"
            ), "\(english)")
        let korean = try #require(
            Self.explained(BuilderBlockCases.forEachStatement, language: .ko).first)
        #expect(korean.contains("아마 Sources/StageA/ForEachStatement.swift:12의"), "\(korean)")
    }

    @Test("the statement in a ForEach closure is the first that reads as one, else its last line")
    func statementInClosure() {
        let lines = [
            "ForEach(cards) { card in",
            "    print(card)",
            "    CardView(card: card)",
            "        .padding()",
            "}",
        ]
        #expect(BuilderBlock.statementInClosure(opening: 1, in: lines) == 2)
        let viewsOnly = ["ForEach(cards) { card in", "    let x = card", "    show(x)", "}"]
        #expect(BuilderBlock.statementInClosure(opening: 1, in: viewsOnly) == 3)
        #expect(BuilderBlock.looksLikeStatement("count += 1"))
        #expect(BuilderBlock.looksLikeStatement("card.isFaceUp = true"))
        #expect(!BuilderBlock.looksLikeStatement("let shape = RoundedRectangle(cornerRadius: 10)"))
        #expect(!BuilderBlock.looksLikeStatement("if card.id == chosen.id {"))
        #expect(!BuilderBlock.looksLikeStatement(#"Text("a = b")"#))
    }

    @Test("the Grid's helper of several lines without return: write return, or @ViewBuilder")
    func functionWithoutReturn() throws {
        let found = Self.found(BuilderBlockCases.gridWithoutReturn)
        #expect(found.map(\.mistake) == [.functionWithoutReturn])
        #expect(found.map(\.line) == [16])
        let english = try #require(Self.explained(BuilderBlockCases.gridWithoutReturn).first)
        #expect(english.contains("Write `return` before the view it gives back"))
    }

    @Test(
        "a shape's modifier after .padding() or on Text: a modifier belongs to the view it changes")
    func shapeModifier() throws {
        let padded = Self.found(BuilderBlockCases.strokeAfterPadding)
        #expect(
            padded.map(\.mistake) == [
                .shapeModifier("stroke", on: "ModifiedContent<RoundedRectangle, PaddingModifier>")
            ])
        let english = try #require(Self.explained(BuilderBlockCases.strokeAfterPadding).first)
        #expect(english.contains("it follows `.padding(…)`"), "\(english)")
        #expect(english.contains("A modifier belongs to the view it changes"))
        let text = Self.found(BuilderBlockCases.fillOnText)
        #expect(text.map(\.mistake) == [.shapeModifier("fill", on: "Text")])
        let onText = try #require(Self.explained(BuilderBlockCases.fillOnText).first)
        #expect(onText.contains("and `Text` is not a shape"), "\(onText)")
    }

    @Test("errors inside a block that are not the block's get no such explanation")
    func otherErrorsStayQuiet() throws {
        let example = BuilderBlockCases.notBuilder
        let output = example.output.replacingOccurrences(of: "ROOT", with: "/workbook")
        #expect(CompilerDiagnostic.errors(in: output).count == 2)
        #expect(Self.found(example).isEmpty)
        // A member missing from a view that is no shape's modifier is not the rule's either.
        let member = CompilerDiagnostic(
            path: "/workbook/x.swift", line: 1, column: 1,
            message: "value of type 'Text' has no member 'bold'")
        #expect(BuilderBlock.mistake(in: member, lines: nil) == nil)
        // `fill` missing from a type of a file of no views is not a shape's modifier misplaced.
        let button = CompilerDiagnostic(
            path: "/workbook/x.swift", line: 1, column: 1,
            message: "value of type 'UIButton' has no member 'fill'")
        #expect(BuilderBlock.mistake(in: button, lines: ["import Foundation"]) == nil)
        #expect(
            BuilderBlock.mistake(in: button, lines: ["import SwiftUIStandIn"])
                == .shapeModifier("fill", on: "UIButton"))
    }

    /// What `check a-greet` prints when the fixture's `Greeting.swift` holds the 2021 screen's
    /// closure, its last line the intent's call: the compiler's real output for it, its file
    /// renamed to the fixture's. `teaches` and `hints` replace the exercise's; `hintsSeen` is the
    /// student's (nil shows all advice).
    static func printed(
        teaches: [String] = [], hints: [String] = ["Use the name."],
        hintsSeen: [String: Int]? = nil
    ) throws -> [String] {
        let example = BuilderBlockCases.forEachStatement
        var files = FixtureWorkbook.files
        let countFunction = try #require(
            files["Sources/StageA/Greeting.swift"]?.components(separatedBy: "/// Counts").last)
        files["Sources/StageA/Greeting.swift"] = example.source + "\n\n/// Counts" + countFunction
        let quoted = { (texts: [String]) in texts.map { "\"\($0)\"" }.joined(separator: ", ") }
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "Views", "teaches": [\(quoted(teaches))],
               "hints": [\(quoted(hints))], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges", "hints": ["1...n traps at 0."],
               "suites": ["CountTests"]}
            ]
            """
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let catalog = try fixture.catalog()
        let output = example.output
            .replacingOccurrences(of: "ROOT", with: fixture.root.path)
            .replacingOccurrences(of: "ForEachStatement.swift", with: "Greeting.swift")
        let outcome = TestOutcome.interpret(
            output: output + "\n", eventStream: "", root: catalog.workspace.root)
        let exercise = try #require(catalog.exercise("a-greet"))
        let plan = CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter)
        let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog)
        let console = Console(language: .en, output: { _ in }, error: { _ in })
        var formatter = CheckFormatter(console: console, catalog: catalog)
        formatter.hintsSeen = hintsSeen
        return formatter.lines(for: report)
    }

    @Test("check prints the compiler's error, then the explanation at the closure's statement")
    func endToEnd() throws {
        let lines = try Self.printed()
        let error = try #require(
            lines.firstIndex {
                $0.contains("Sources/StageA/Greeting.swift:9:35: error: cannot convert value")
            }, "\(lines)")
        let said = try #require(
            lines.firstIndex {
                $0.contains(
                    "most likely `viewModel.choose(card: card)` at Sources/StageA/Greeting.swift:12"
                )
            }, "\(lines)")
        #expect(error < said)
    }

    @Test("on the ladder: an explanation naming a construct a later hint teaches waits for it")
    func ladder() throws {
        let hints = ["Use the name.", "Repeat a view with `ForEach(items) { item in … }`."]
        let before = try Self.printed(teaches: ["ForEach"], hints: hints, hintsSeen: [:])
        #expect(!before.contains { $0.contains("`ForEach") && $0.contains("workbook's words") })
        #expect(
            before.contains {
                $0.contains(
                    "the line at Sources/StageA/Greeting.swift:12 is one a block of views cannot hold"
                )
            }, "\(before)")
        #expect(before.contains { $0.contains("How to fix this is in hint 2") }, "\(before)")
        let after = try Self.printed(
            teaches: ["ForEach"], hints: hints, hintsSeen: ["a-greet": 2])
        #expect(after.contains { $0.contains("most likely `viewModel.choose(card: card)`") })
        #expect(!after.contains { $0.contains("How to fix this is in hint") })
    }
}
