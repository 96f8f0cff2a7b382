import Foundation
import Lecture2MVC
import Testing
import WorkbookLanguage

@testable import PlayKit
@testable import play

/// The play loop without a terminal: a key goes in, the next frame comes out.
@MainActor
@Suite struct PlaySessionTests {
    /// A session of `name` as a terminal plays it.
    static func terminalSession(_ name: String, size: (Int, Int) = (80, 24)) -> PlaySession {
        let stage = playableStages.first { $0.name == name }!
        return PlaySession(
            stage: stage, seed: 7, pairs: nil, size: size, isInteractive: true, started: [])
    }

    /// The characters of `frame` that are highlighted, line by line.
    static func highlighted(_ frame: [FrameLine]) -> [String] {
        frame.flatMap { line in
            line.highlight.map { String(Array(line.text)[$0]) }
        }
    }

    @Test("the highlight starts on card 1: the card and its number")
    func highlightStarts() {
        let session = Self.terminalSession("Lecture2MVC")
        #expect(Self.highlighted(session.frame()) == ["[##]", "1"])
    }

    @Test("arrows move along the row, and up and down to the card above or below")
    func moves() {
        let session = Self.terminalSession("Lecture2MVC")
        _ = session.handle(.move(.right))
        #expect(session.cursor == 1)
        _ = session.handle(.move(.down))
        #expect(session.cursor == 5, "the storyboard has four cards a row")
        _ = session.handle(.move(.up))
        #expect(session.cursor == 1)
        _ = session.handle(.move(.left))
        _ = session.handle(.move(.left))
        #expect(session.cursor == 11, "left from the first card wraps to the last")
        #expect(Self.highlighted(session.frame()) == ["[##]", "12"])
    }

    @Test("Space taps the highlighted card through the lecture's code")
    func chooses() {
        let session = Self.terminalSession("Lecture2MVC")
        _ = session.handle(.move(.right))
        _ = session.handle(.choose)
        let frame = session.frame().map(\.text)
        #expect(frame.contains("Flips: 1"))
        #expect(frame[2].hasPrefix("[##]["), "card 2 turned, card 1 did not: \(frame[2])")
        #expect(!frame[2].hasPrefix("[##][##]"))
    }

    @Test("a typed number waits for a second digit only while one could follow")
    func typedNumbers() {
        let session = Self.terminalSession("Lecture2MVC")
        _ = session.handle(.digit(1))
        #expect(session.typedNumber == 1, "10, 11 and 12 start with 1")
        #expect(session.cursor == 0)
        _ = session.handle(.digit(2))
        #expect(session.typedNumber == nil)
        #expect(session.cursor == 11)
        #expect(session.frame().map(\.text).contains("Flips: 1"))
        _ = session.handle(.digit(7))
        #expect(session.cursor == 6, "no card number starts with 7 but 7 itself")
        #expect(session.frame().map(\.text).contains("Flips: 2"))
        _ = session.handle(.digit(1))
        _ = session.handle(.pause)
        #expect(session.cursor == 0)
        #expect(session.frame().map(\.text).contains("Flips: 3"), "a pause completes the number")
    }

    @Test("a number that is no card says which numbers there are")
    func noSuchCard() {
        let session = Self.terminalSession("Lecture4EnumsOptionals")
        _ = session.handle(.digit(9))
        #expect(
            session.frame().map(\.text).contains(
                "There is no card 9: the cards are numbered 1 to 8."))
        _ = session.handle(.move(.right))
        #expect(!session.frame().map(\.text).contains { $0.hasPrefix("There is no card") })
    }

    @Test("q quits, Ctrl-C quits as interrupted, and n deals a new game")
    func quitting() {
        let session = Self.terminalSession("Lecture2MVVM")
        _ = session.handle(.card(1))
        _ = session.handle(.newGame)
        #expect(session.frame().map(\.text).contains { $0.hasPrefix("Face up: 0 of 8") })
        #expect(session.handle(.quit) == .finished(0))
        #expect(session.handle(.interrupt) == .finished(130))
    }

    @Test("Lecture 4's grid fits the window and is laid out again for a new size")
    func resize() {
        let session = Self.terminalSession("Lecture4EnumsOptionals", size: (80, 24))
        let wide = session.numberedTable()
        session.size = (30, 30)
        let tall = session.numberedTable()
        #expect(wide.places.allSatisfy { $0 != nil }, "every card has a place")
        #expect(tall.places.allSatisfy { $0 != nil })
        let rows = { (places: [(line: Int, column: Int)?]) in
            Set(places.compactMap { $0?.line }).count
        }
        #expect(rows(wide.places) == 2, "80 by 17 suits two rows of four")
        #expect(rows(tall.places) > 2, "a narrow window takes more rows")
        #expect(tall.lines.allSatisfy { TerminalColumns.of($0) <= 30 })
    }

    @Test("a started exercise is named with the symptom it most likely causes")
    func diagnosis() {
        let stage = playableStages.first { $0.name == "Lecture2MVC" }!
        let session = PlaySession(
            stage: stage, seed: 7, pairs: nil, size: (80, 24), isInteractive: false,
            started: ["mvc-flip-count"])
        #expect(session.diagnosis == "Playing your code for: mvc-flip-count.")
    }

    @Test("no cards dealt: the Model that deals nothing, else the game made with no pairs, first")
    func noCardsNamesItsCause() {
        let symptom = Lecture2MVC.TerminalSymptom.noCardsDealt(buttons: 12)
        #expect(symptom.suspects(modelDealsCards: false).first == "mvc-card-pairs")
        #expect(symptom.suspects(modelDealsCards: true).first == "mvc-lazy-game")
        // The reference Model deals: a table without cards would be the controller's doing.
        let stage = playableStages.first { $0.name == "Lecture2MVC" }!
        let session = PlaySession(
            stage: stage, seed: 7, pairs: nil, size: (80, 24), isInteractive: false, started: [])
        #expect((session.table as? Lecture2MVC.TerminalTable)?.modelDealsCards == true)
    }

    @Test("a list of started exercises too long for the screen becomes a count")
    func manyStarted() {
        let stage = playableStages.first { $0.name == "Lecture2MVC" }!
        let started = [
            "mvc-argument-labels", "mvc-identifier-factory", "mvc-card-pairs", "mvc-choose-card",
            "mvc-flip-count",
        ]
        let session = PlaySession(
            stage: stage, seed: 7, pairs: nil, size: (80, 24), isInteractive: false,
            started: started)
        #expect(session.diagnosis == "Playing your code for 5 exercises of this lecture.")
        let wide = PlaySession(
            stage: stage, seed: 7, pairs: nil, size: (200, 24), isInteractive: false,
            started: started)
        #expect(wide.diagnosis == "Playing your code for: \(started.joined(separator: ", ")).")
    }

    @Test("play knows every lecture of Package.swift, in the same order")
    func everyStage() throws {
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Package.swift")
        let text = try String(contentsOf: package, encoding: .utf8)
        let line = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("let stages = [") })
        let names = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
        #expect(
            playableStages.map(\.name) == names,
            "a new stage needs a TerminalTable.swift and a line in Sources/play")
    }
}
