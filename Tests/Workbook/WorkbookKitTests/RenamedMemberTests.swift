import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A name the student renamed inside their own region, used by another region: the compiler's
/// parse of what each region declares and of what its exercise gave (members of nested types
/// too) blames the region that renamed it, not the one that uses it.
///
/// Each build output is the compiler's, captured from a real build with that code typed in; the
/// parse is the real parser's, run on the regions as the test starts them.
@Suite struct RenamedMemberTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    // MARK: - The parse

    /// `swiftc -dump-parse` of a model whose `flipCard`, nested `Card.isMatch` and locals the
    /// parser tells apart (captured from this toolchain).
    static let dump = """

        (source_file "p.swift"
          (struct_decl decl_context=0x559b19380228 range=[p.swift:1:1 - line:9:1] "MemoryGame" "<CardContent>"
            (pattern_binding_decl decl_context=0x559b19380950 range=[p.swift:2:5 - line:4:5]
              (pattern_entry init_context=0x559b19380af0
                (pattern_named "flipCard")
                (original_init=integer_literal_expr type="<null>" value="0" builtin_initializer="**NULL**" initializer="**NULL**")
                (processed_init=integer_literal_expr type="<null>" value="0" builtin_initializer="**NULL**" initializer="**NULL**")))
            (var_decl decl_context=0x559b19380950 range=[p.swift:2:9 - line:2:9] "flipCard"
              (accessor_decl decl_context=0x559b19380950 range=[p.swift:3:9 - line:3:39] <anonymous @ 0x559b19380b90> didSet for="flipCard"
                (parameter "self" decl_context=0x559b19380b88) thrown_type="<null>"
                (parameter_list range=[p.swift:3:9 - line:3:9]
                  (parameter "oldValue" decl_context=0x559b19380b88))
                (brace_stmt range=[p.swift:3:16 - line:3:39]
                  (pattern_binding_decl decl_context=0x559b19380b88 range=[p.swift:3:18 - line:3:30]
                    (pattern_entry
                      (pattern_named "shown")
                      (original_init=unresolved_decl_ref_expr type="<null>" name="flipCard" function_ref=unapplied)
                      (processed_init=unresolved_decl_ref_expr type="<null>" name="flipCard" function_ref=unapplied)))
                  (var_decl decl_context=0x559b19380b88 range=[p.swift:3:22 - line:3:22] "shown" let))))
            (struct_decl decl_context=0x559b19380950 range=[p.swift:5:5 - line:7:5] "Card"
              (pattern_binding_decl decl_context=0x559b19380fd0 range=[p.swift:6:9 - line:6:23]
                (pattern_entry init_context=0x559b19381168
                  (pattern_named "isMatch")
                  (original_init=boolean_literal_expr type="<null>" value=false builtin_initializer="**NULL**" initializer="**NULL**")
                  (processed_init=boolean_literal_expr type="<null>" value=false builtin_initializer="**NULL**" initializer="**NULL**")))
              (var_decl decl_context=0x559b19380fd0 range=[p.swift:6:13 - line:6:13] "isMatch"))
            (func_decl decl_context=0x559b19380950 range=[p.swift:8:5 - line:8:47] "choose(_:)"
              (parameter "self" decl_context=0x559b19382160) thrown_type="<null>"
              (parameter_list range=[p.swift:8:16 - line:8:29]
                (parameter "card" decl_context=0x559b19382160))
              (brace_stmt range=[p.swift:8:31 - line:8:47]
                (pattern_binding_decl decl_context=0x559b19382160 range=[p.swift:8:33 - line:8:45]
                  (pattern_entry
                    (pattern_named "index")
                    (original_init=integer_literal_expr type="<null>" value="0" builtin_initializer="**NULL**" initializer="**NULL**")
                    (processed_init=integer_literal_expr type="<null>" value="0" builtin_initializer="**NULL**" initializer="**NULL**")))
                (var_decl decl_context=0x559b19382160 range=[p.swift:8:37 - line:8:37] "index")))))
        """

    @Test("the parse gives every declaration its parents, and tells members from locals")
    func parseTellsMembersFromLocals() {
        let parsed = ParsedDeclarations(dump: Self.dump)
        let byName = Dictionary(
            parsed.declarations.filter { !$0.name.isEmpty }.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first })
        #expect(byName["isMatch"]?.parents == ["MemoryGame", "Card"])
        #expect(byName["isMatch"]?.isMember == true)
        #expect(byName["isMatch"]?.line == 6)
        #expect(byName["flipCard"]?.isMember == true)
        #expect(byName["choose"]?.kind == "func_decl")
        #expect(byName["choose"]?.isMember == true)
        #expect(byName["shown"]?.isMember == false)
        #expect(byName["index"]?.isMember == false)
        #expect(!parsed.isInBody(2))
        #expect(!parsed.isInBody(6))
        #expect(parsed.enclosingType(of: 6)?.name == "Card")
        #expect(parsed.enclosingType(of: 2)?.name == "MemoryGame")
    }

    @Test("the parser reads a file that does not type-check")
    func parserReadsBrokenCode() throws {
        let parsed = try #require(
            ParsedDeclarations.parsing([
                "struct Card {\n    var isMatch = undeclaredName\n}", "let x = 1",
            ]))
        #expect(parsed.count == 2)
        #expect(parsed[0].declarations.map(\.name) == ["Card", "isMatch"])
        #expect(parsed[1].declarations.map(\.name) == ["x"])
        let body = try #require(
            ParsedDeclarations.parsing("struct S {\n    func f() {\n        let a = 1\n    }\n}"))
        #expect(body.isInBody(3))
        #expect(!body.isInBody(1))
    }

    // MARK: - The 2017 course's flipCard

    /// The 2017 lecture's flip count as a student typed it, renamed `flipCard`.
    static let flipCard = """
        var flipCard = 0 {
            didSet {
                flipCountLabel.text = "Flips: \\(flipCard)"
            }
        }
        """

    /// The lecture's `touchCard(_:)`, which counts `flipCount`.
    static let touchCard = """
        @IBAction func touchCard(_ sender: UIButton) {
            flipCount += 1
            if let cardNumber = cardButtons.firstIndex(of: sender) {
                game.chooseCard(at: cardNumber)
                updateViewFromModel()
            }
        }
        """

    /// From a build with `flipCard` in mvc-flip-count and `touchCard` in mvc-touch-card (the
    /// first of the terminal's five errors, and the one in mvc-touch-card).
    static let flipCardOutput = """
        ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:44:46: error: value of type 'ViewController' has no member 'flipCount'
         42 |     public func tap(card index: Int) {
         43 |         guard viewController.cardButtons.indices.contains(index) else { return }
         44 |         let flipCountBefore = viewController.flipCount
            |                                              `- error: value of type 'ViewController' has no member 'flipCount'
         45 |         let wasMatched = cards.indices.contains(index) && cards[index].isMatched
         46 |         viewController.cardButtons[index].sendActions()

        ROOT/Sources/Lecture2MVC/ViewController.swift:81:9: error: cannot find 'flipCount' in scope
         79 |     // BEGIN EXERCISE mvc-touch-card
         80 |     @IBAction func touchCard(_ sender: UIButton) {
         81 |         flipCount += 1
            |         `- error: cannot find 'flipCount' in scope
         82 |         if let cardNumber = cardButtons.firstIndex(of: sender) {
         83 |             game.chooseCard(at: cardNumber)

        """

    @Test("flipCard for flipCount: the bare use in touchCard is blamed on the flip count's region")
    func renamedValueInSameType() throws {
        let flip = try base.starting(
            "mvc-flip-count", with: ["var flipCountLabel: UILabel!", Self.flipCard])
        let both = try BrokenUseTests.start(
            "mvc-touch-card", with: Self.touchCard.components(separatedBy: "\n"), in: flip)
        let state = try base.startedState(["mvc-flip-count", "mvc-touch-card"])
        let report = try base.report(
            Self.flipCardOutput, checking: "mvc-touch-card", in: both, state: state)

        #expect(report.brokenUses.map(\.missingName) == ["flipCount", "flipCount"])
        #expect(report.brokenUses.map(\.exerciseID) == ["mvc-flip-count", "mvc-flip-count"])
        #expect(report.brokenUses.map(\.usedIn) == [nil, "mvc-touch-card"])
        let asked = try #require(report.entries.first { $0.exercise.id == "mvc-touch-card" })
        #expect(asked.verdict == .notRun(.packageDoesNotCompile), "\(asked.verdict)")

        let lines = base.printed(report, asked: "mvc-touch-card", in: both)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("✘ mvc-flip-count  does not compile"), "\(text)")
        #expect(text.contains("no longer declares `flipCount`"), "\(text)")
        #expect(!text.contains("✘ mvc-touch-card"), "\(text)")
        let region = try base.line(
            of: "// BEGIN EXERCISE mvc-flip-count", in: "Sources/Lecture2MVC/ViewController.swift",
            of: both)
        let next = try #require(lines.last)
        #expect(
            next.hasPrefix(
                "Declare `flipCount` again in your region at"
                    + " Sources/Lecture2MVC/ViewController.swift:\(region + 1)"), "\(next)")
        #expect(next.contains("(in mvc-flip-count)"), "\(next)")
        #expect(!next.contains("(in mvc-touch-card)"), "\(next)")

        let korean = base.printed(report, asked: "mvc-touch-card", in: both, language: .ko)
        #expect(korean.last?.contains("다시 선언해") == true, "\(korean.last ?? "")")
    }

    @Test("a bare name used in another type is not the missing member's")
    func bareNameElsewhereIsNotBlamed() throws {
        let flip = try base.starting(
            "mvc-flip-count", with: ["var flipCountLabel: UILabel!", Self.flipCard])
        let state = try base.startedState(["mvc-flip-count"])
        // The same message on a line of another file: no type there holds the region.
        let output = """
            ROOT/Sources/Lecture2MVC/Concentration.swift:3:9: error: cannot find 'flipCount' in scope
             3 |         flipCount += 1
               |         `- error: cannot find 'flipCount' in scope

            """
        let report = try base.report(output, checking: "mvc-flip-count", in: flip, state: state)
        #expect(report.brokenUses.isEmpty, "\(report.brokenUses)")
    }

    // MARK: - The 2020 course's isMatch, inside struct Card

    static let card = """
        struct Card: Identifiable {
            var isFaceUp: Bool = false
            var isMatch: Bool = false
            var content: CardContent
            var id: Int
        }
        """

    static let initializer = """
        init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
            cards = []
            for pairIndex in 0..<numberOfPairsOfCards {
                let content = createCardContent(pairIndex)
                cards.append(Card(content: content, id: pairIndex * 2))
                cards.append(Card(content: content, id: pairIndex * 2 + 1))
            }
        }
        """

    /// From a build with the lecture's card view started and `isMatch` in the model's `Card`.
    static let isMatchOutput = """
        ROOT/Sources/Lecture2MVVM/CardView.swift:12:24: error: value of type 'MemoryGame<String>.Card' has no member 'isMatched'
        10 |         if card.isFaceUp {
        11 |             "[\\(card.content)]"
        12 |         } else if card.isMatched {
           |                        `- error: value of type 'MemoryGame<String>.Card' has no member 'isMatched'
        13 |             "    "
        14 |         } else {

        """

    @Test("isMatch for isMatched inside struct Card: the card view's use is the model's to fix")
    func renamedNestedMember() throws {
        let model = try base.starting(
            "mvvm-card-content-init", with: [Self.initializer, Self.card])
        let both = try BrokenUseTests.start(
            "mvvm-card-view",
            with: [
                "if card.isFaceUp {", "    \"[\\(card.content)]\"", "} else if card.isMatched {",
                "    \"    \"", "} else {", "    \"[▓▓]\"", "}",
            ], in: model)
        let state = try base.startedState(["mvvm-card-content-init", "mvvm-card-view"])
        let report = try base.report(
            Self.isMatchOutput, checking: "mvvm-card-view", in: both, state: state)

        #expect(report.brokenUses.map(\.missingName) == ["isMatched"])
        #expect(report.brokenUses.map(\.exerciseID) == ["mvvm-card-content-init"])
        #expect(report.brokenUses.map(\.usedIn) == ["mvvm-card-view"])
        let lines = base.printed(report, asked: "mvvm-card-view", in: both)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("no longer declares `isMatched`"), "\(text)")
        #expect(text.contains("The exercise gave: var isMatched = false"), "\(text)")
        let next = try #require(lines.last)
        // The member goes back into the region that declares `Card`, not the initializer's.
        let card = try base.line(
            of: "struct Card: Identifiable {", in: "Sources/Lecture2MVVM/MemoryGame.swift",
            of: both)
        #expect(
            next.hasPrefix(
                "Declare `isMatched` again in your region at"
                    + " Sources/Lecture2MVVM/MemoryGame.swift:\(card)"
                    + " (in mvvm-card-content-init)"), "\(next)")
        #expect(!next.contains("CardView.swift:12 (in mvvm-card-view)"), "\(next)")
    }
}
