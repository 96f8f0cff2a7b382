import Testing

@testable import PlayKit
@testable import play

/// Whole games played through `PlaySession` with a fixed seed, as a script would play them.
@MainActor
@Suite struct ScriptedGameTests {
    /// A session of `name` as a script plays it, at the default size of a script.
    static func session(_ name: String, seed: UInt64 = 7, pairs: Int? = nil) -> PlaySession {
        let stage = playableStages.first { $0.name == name }!
        return PlaySession(
            stage: stage, seed: seed, pairs: pairs, size: (80, 24), isInteractive: false,
            started: [])
    }

    /// What card `index` shows right now, read from the lecture's own drawing.
    static func face(of index: Int, in session: PlaySession) -> String {
        let drawing = session.table.render(width: 80, height: 17)
        guard drawing.cards.indices.contains(index), let place = drawing.cards[index],
            drawing.lines.indices.contains(place.line)
        else { return "" }
        let characters = Array(drawing.lines[place.line])
        let start = min(max(0, place.offset), characters.count)
        return String(characters[start..<min(characters.count, start + max(0, place.length))])
    }

    /// Taps every card once and notes the numbers of the cards that showed each face.
    static func facesAfterTurningEveryCard(_ session: PlaySession) -> [String: [Int]] {
        #expect(session.table.cardCount > 0, "the game should deal cards")
        var cardsByFace: [String: [Int]] = [:]
        for number in stride(from: 1, through: session.table.cardCount, by: 1) {
            #expect(session.handle(.card(number)) == .playing)
            cardsByFace[face(of: number - 1, in: session), default: []].append(number)
        }
        return cardsByFace
    }

    /// Plays like a player with a perfect memory: turns every card once, then picks the pairs.
    ///
    /// A pair's first card may be compared with a card left face up before it, so each pair is
    /// tapped first, second, first again; a matched card ignores the extra tap.
    static func playToTheEnd(_ session: PlaySession) {
        for cards in facesAfterTurningEveryCard(session).values {
            guard cards.count == 2 else {
                Issue.record("every face should be on exactly two cards, not on \(cards)")
                continue
            }
            for number in [cards[0], cards[1], cards[0]] {
                _ = session.handle(.card(number))
            }
        }
    }

    @Test(
        "the MVC lecture is won through its buttons, with the flips on its label",
        arguments: [1, 7, 42] as [UInt64])
    func mvcWin(seed: UInt64) {
        let session = Self.session("Lecture2MVC", seed: seed)
        #expect(session.table.cardCount == 12, "the lecture's storyboard has twelve buttons")
        Self.playToTheEnd(session)
        #expect(session.table.isWon)
        let frame = session.plainFrame()
        #expect(frame.contains("You found all 6 pairs"), "\(frame)")
        #expect(frame.contains("Flips: "))
        #expect(!frame.contains("Flips: 0"))
    }

    @Test("--pairs deals that many pairs in the MVC lecture")
    func mvcPairs() {
        let session = Self.session("Lecture2MVC", pairs: 2)
        #expect(session.table.cardCount == 4)
        Self.playToTheEnd(session)
        #expect(session.plainFrame().contains("You found all 2 pairs"))
    }

    @Test("Lecture 4 is won, and matched cards leave the table", arguments: [1, 7, 42] as [UInt64])
    func lecture4Win(seed: UInt64) {
        let session = Self.session("Lecture4EnumsOptionals", seed: seed)
        #expect(session.table.cardCount == 8)
        Self.playToTheEnd(session)
        #expect(session.table.isWon)
        #expect(session.plainFrame().contains("You found all 4 pairs!"))
        _ = session.handle(.newGame)
        #expect(!session.table.isWon, "n deals a new game")
    }

    @Test("Lecture 4 leaves a blank place where a matched pair was")
    func lecture4MatchedCardsLeave() {
        let session = Self.session("Lecture4EnumsOptionals")
        Self.playToTheEnd(session)
        _ = session.handle(.newGame)
        // In the new game, find a pair and then turn another card: the pair leaves the table.
        let cardsByFace = Self.facesAfterTurningEveryCard(session)
        guard let pair = cardsByFace.values.first(where: { $0.count == 2 }),
            let other = (1...8).first(where: { !pair.contains($0) })
        else {
            Issue.record("the game should deal pairs of cards: \(cardsByFace)")
            return
        }
        for number in [pair[0], pair[1], pair[0], other] {
            _ = session.handle(.card(number))
        }
        #expect(Self.face(of: pair[0] - 1, in: session).allSatisfy { $0 == " " })
        #expect(session.plainFrame().contains("Pairs found: 1 of 4"))
    }

    @Test(
        "the MVVM lecture's tap goes through its view's onTapGesture, and its CardView draws the card"
    )
    func mvvmTurns() {
        let session = Self.session("Lecture2MVVM")
        let filled = { (face: String) in !face.isEmpty && face.allSatisfy { $0 == "█" } }
        #expect(filled(Self.face(of: 0, in: session)), "face down, a card is filled")
        #expect(!session.plainFrame().contains("👻"))
        _ = session.handle(.card(1))
        #expect(Self.face(of: 0, in: session).hasPrefix("╰"), "face up, a card is framed")
        #expect(session.plainFrame().contains("👻"))
        #expect(session.plainFrame().contains("Face up: 1 of 8"))
        #expect(session.diagnosis == nil, "the reference code shows no symptom")
        _ = session.handle(.card(1))
        #expect(filled(Self.face(of: 0, in: session)), "a second tap turns it back")
    }

    @Test("a seed deals the same game every time, and a different seed another one")
    func seeds() {
        let first = Self.session("Lecture4EnumsOptionals", seed: 3)
        let again = Self.session("Lecture4EnumsOptionals", seed: 3)
        let other = Self.session("Lecture4EnumsOptionals", seed: 4)
        for session in [first, again, other] {
            for number in 1...8 { _ = session.handle(.card(number)) }
        }
        let faces = { (session: PlaySession) in (0..<8).map { Self.face(of: $0, in: session) } }
        #expect(faces(first) == faces(again))
        #expect(faces(first) != faces(other))
    }

    @Test(
        "the reference code of every lecture plays without a symptom",
        arguments: ["Lecture2MVC", "Lecture2MVVM", "Lecture4EnumsOptionals"])
    func noSymptom(name: String) {
        let session = Self.session(name)
        for number in stride(from: 1, through: session.table.cardCount, by: 1) {
            _ = session.handle(.card(number))
            #expect(session.diagnosis == nil, "card \(number): \(session.diagnosis ?? "")")
        }
    }

    @Test("a script's frames are plain text, one after each command")
    func script() {
        let session = Self.session("Lecture2MVC")
        var input = ["3", "", "x", "13", "q", "1"][...]
        var output: [String] = []
        let status = Play.playScript(
            session, readLine: { input.popFirst() }, write: { output.append($0) })
        #expect(status == 0)
        let text = output.joined(separator: "\n")
        #expect(!text.contains("\u{1B}"), "no escape codes without a terminal")
        #expect(output.filter { $0.hasPrefix("\n> ") } == ["\n> 3", "\n> x", "\n> 13", "\n> q"])
        #expect(text.contains("\"x\" is not a command."))
        #expect(text.contains("There is no card 13: the cards are numbered 1 to 12."))
        #expect(!text.contains("> 1\n"), "nothing is read after q")
    }
}
