import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// Code that leans on what the workbook declares outside the region: `check` says the name is
/// the workbook's, where it is declared, and what it is there, instead of only the compiler's
/// words or a requirement.
///
/// Each build output is the compiler's, captured from a real build with the code typed in.
@Suite struct WorkbookDeclarationTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    @Test("the compiler's words name the workbook's type and the member it lacks")
    func namesFromMessages() throws {
        let nested = try #require(
            WorkbookDeclaration.missingMember(
                in: "value of type 'MemoryGame<String>.Card' has no member 'isSeen'"))
        #expect(nested.type == "Card")
        #expect(nested.member == "isSeen")
        #expect(
            WorkbookDeclaration.missingMember(in: "value of type '[Card]' has no member 'x'") == nil
        )
        let diagnostic = CompilerDiagnostic(
            path: "", line: 1, column: 1,
            message: "variable 'self.cards' used before being initialized")
        #expect(WorkbookDeclaration.uninitialized(in: diagnostic) == "cards")
    }

    // MARK: - An assignment's isSeen on the given Card

    /// The lecture's `chooseCard(at:)` with an assignment's score bookkeeping, `isSeen`.
    static let chooseWithSeen = """
        if !cards[index].isMatched {
            if let matchIndex = indexOfOneAndOnlyFaceUpCard, matchIndex != index {
                if cards[matchIndex].identifier == cards[index].identifier {
                    cards[matchIndex].isMatched = true
                    cards[index].isMatched = true
                }
                cards[index].isFaceUp = true
                indexOfOneAndOnlyFaceUpCard = nil
            } else {
                for flipDownIndex in cards.indices {
                    cards[flipDownIndex].isFaceUp = false
                }
                cards[index].isFaceUp = true
                indexOfOneAndOnlyFaceUpCard = index
            }
            cards[index].isSeen = true
        }
        """

    /// From a build with `chooseWithSeen` in mvc-choose-card.
    static let seenOutput = """
        ROOT/Sources/Lecture2MVC/Concentration.swift:76:26: error: value of type 'Card' has no member 'isSeen'
        74 |                 indexOfOneAndOnlyFaceUpCard = index
        75 |             }
        76 |             cards[index].isSeen = true
           |                          `- error: value of type 'Card' has no member 'isSeen'
        77 |         }
        78 |         // END EXERCISE mvc-choose-card

        """

    @Test("isSeen on the given Card: the type is the workbook's, where it is, and what it lacks")
    func assignmentMemberOnGivenType() throws {
        let started = try base.starting("mvc-choose-card", with: [Self.chooseWithSeen])
        let report = try base.report(
            Self.seenOutput, checking: "mvc-choose-card", in: started,
            state: try base.startedState(["mvc-choose-card"]))
        let card = try base.line(
            of: "struct Card {", in: "Sources/Lecture2MVC/Card.swift", of: started)
        #expect(
            report.workbookDeclarations.map(\.place) == ["Sources/Lecture2MVC/Card.swift:\(card)"])
        #expect(report.workbookDeclarations.map(\.departure) == [.noMember("isSeen")])

        let text = base.printed(report, asked: "mvc-choose-card", in: started)
            .joined(separator: "\n")
        #expect(
            text.contains(
                "`Card` is the workbook's, declared outside your region at"
                    + " Sources/Lecture2MVC/Card.swift:\(card): `struct Card {`. It has no `isSeen`"
            ),
            "\(text)")
        let korean = base.printed(report, asked: "mvc-choose-card", in: started, language: .ko)
            .joined(separator: "\n")
        #expect(korean.contains("`Card`는 워크북의 것으로"), "\(korean)")
        #expect(korean.contains("`isSeen`이 없습니다"), "\(korean)")
    }

    // MARK: - The lecture's cards had a default

    /// The 2020 lecture's deal, which relied on `cards` having a value before the loop.
    static let dealWithoutValue = """
        init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
            for pairIndex in 0..<numberOfPairsOfCards {
                let content = createCardContent(pairIndex)
                cards.append(Card(content: content, id: pairIndex*2))
                cards.append(Card(content: content, id: pairIndex*2+1))
            }
        }
        """

    /// From a build (definite initialization runs after type checking, so `swift build`'s, not
    /// `-typecheck`'s) with `dealWithoutValue` in mvvm-card-content-init.
    static let noValueOutput = """
        ROOT/Sources/Lecture2MVVM/MemoryGame.swift:22:19: error: variable 'self.cards' used before being initialized
        20 |         for pairIndex in 0..<numberOfPairsOfCards {
        21 |             let content = createCardContent(pairIndex)
        22 |             cards.append(Card(content: content, id: pairIndex*2))
           |                   `- error: variable 'self.cards' used before being initialized
        23 |             cards.append(Card(content: content, id: pairIndex*2+1))
        24 |         }

        ROOT/Sources/Lecture2MVVM/MemoryGame.swift:25:5: error: return from initializer without initializing all stored properties
         5 | struct MemoryGame<CardContent> {
         6 |     /// Everyone may read the cards, but only the game's own rules may change them.
         7 |     private(set) var cards: [Card]
           |                      `- note: 'self.cards' not initialized
         8 | 
         9 |     /// Deals two cards per pair, asking `createCardContent` what pair number `pairIndex` shows.
           :
        23 |             cards.append(Card(content: content, id: pairIndex*2+1))
        24 |         }
        25 |     }
           |     `- error: return from initializer without initializing all stored properties
        26 |     // END EXERCISE mvvm-card-content-init
        27 | 
        """

    @Test("cards used before a value: the property is the workbook's, declared without one")
    func workbookPropertyWithoutValue() throws {
        let started = try base.starting(
            "mvvm-card-content-init",
            with: [
                Self.dealWithoutValue,
                RenamedMemberTests.card.replacingOccurrences(
                    of: "isMatch:", with: "isMatched:"),
            ])
        let report = try base.report(
            Self.noValueOutput, checking: "mvvm-card-content-init", in: started,
            state: try base.startedState(["mvvm-card-content-init"]))
        #expect(
            report.workbookDeclarations.map(\.place) == ["Sources/Lecture2MVVM/MemoryGame.swift:7"])
        #expect(report.workbookDeclarations.map(\.code) == ["private(set) var cards: [Card]"])

        let text = base.printed(report, asked: "mvvm-card-content-init", in: started)
            .joined(separator: "\n")
        #expect(
            text.contains(
                "`cards` is the workbook's, declared outside your region at"
                    + " Sources/Lecture2MVVM/MemoryGame.swift:7: `private(set) var cards: [Card]`,"
                    + " with no value until an initializer gives it one."), "\(text)")
        // One explanation, though the compiler gives two errors.
        #expect(text.occurrences(of: "is the workbook's") == 1, "\(text)")
    }

    @Test("a member the student's own region should declare is not called the workbook's")
    func studentsOwnTypeIsNotTheWorkbooks() throws {
        // isMatch for isMatched: Card is declared in the student's region, so the rule is silent.
        let model = try base.starting(
            "mvvm-card-content-init",
            with: [RenamedMemberTests.initializer, RenamedMemberTests.card])
        let both = try BrokenUseTests.start(
            "mvvm-card-view",
            with: [
                "if card.isFaceUp {", "    \"[\\(card.content)]\"", "} else if card.isMatched {",
                "    \"    \"", "} else {", "    \"[▓▓]\"", "}",
            ], in: model)
        let report = try base.report(
            RenamedMemberTests.isMatchOutput, checking: "mvvm-card-view", in: both,
            state: try base.startedState(["mvvm-card-content-init", "mvvm-card-view"]))
        #expect(report.workbookDeclarations.isEmpty, "\(report.workbookDeclarations)")
    }
}
