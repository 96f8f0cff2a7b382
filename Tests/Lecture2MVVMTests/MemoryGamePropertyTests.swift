import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

/// Thousands of random choices never break the deck: its size, its ids and its pairs stay the same.
@MainActor
@Suite("mvvm-game-view: random play through the screen's view model")
struct MemoryGamePropertyTests {
    /// What is wrong with the deck of a game dealt with `numberOfPairs` pairs, or `nil` if nothing is.
    ///
    /// The loops below stop at the first broken game and report its seed once, so a wrong
    /// implementation gives one readable failure instead of thousands.
    private func deckProblem<Content: Hashable>(
        _ cards: [MemoryGame<Content>.Card], numberOfPairs: Int
    ) -> Advice? {
        if cards.count != 2 * numberOfPairs {
            return Advice(
                en: "expected \(2 * numberOfPairs) cards for \(numberOfPairs) pairs, but there are "
                    + "\(cards.count); the card count changed",
                ko: "짝이 \(numberOfPairs)개면 카드가 \(2 * numberOfPairs)장이어야 하는데 \(cards.count)장입니다. "
                    + "카드 수가 바뀌었습니다")
        }
        let ids = cards.map(\.id)
        if let shared = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
            return Advice(
                en: "every card needs its own id, but id \(shared) is on more than one card",
                ko: "카드마다 자기 id가 있어야 하는데, id \(Particle.subject.after(shared)) 여러 카드에 있습니다")
        }
        let counts = Dictionary(grouping: cards, by: \.content).mapValues(\.count)
        if let odd = cards.first(where: { counts[$0.content] != 2 }) {
            return Advice(
                en: "content \(odd.content) should be on exactly two cards, but is on "
                    + "\(counts[odd.content, default: 0])",
                ko: "내용 \(Particle.topic.after(String(describing: odd.content))) 정확히 두 장에 있어야 하는데, "
                    + "\(counts[odd.content, default: 0])장에 있습니다")
        }
        return nil
    }

    @Test("a broken deck is reported with what was expected and what was found")
    func brokenDeckIsDescribed() {
        let deck = [1, 1, 1, 2].enumerated().map { MemoryGame<Int>.Card(content: $1, id: $0) }
        #expect(
            deckProblem(deck, numberOfPairs: 2)?.text.en
                == "content 1 should be on exactly two cards, but is on 3")
        #expect(
            deckProblem(Array(deck.prefix(3)), numberOfPairs: 2)?.text.en
                == "expected 4 cards for 2 pairs, but there are 3; the card count changed")
    }

    @Test("random choices on games of any size keep the deck intact and flip only chosen cards")
    func randomChoicesOnTheModel() {
        for seed in UInt64(0)..<300 {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let numberOfPairs = Int.random(in: 0...10, using: &generator)
            var game = MemoryGame<Int>(numberOfPairsOfCards: numberOfPairs) { $0 * 7 }
            var timesChosen: [Int: Int] = [:]
            for _ in 0..<20 {
                // Now and then choose a card from another game: its id is out of this one's range.
                let id = Int.random(in: -2..<(2 * numberOfPairs + 2), using: &generator)
                game.choose(MemoryGame<Int>.Card(content: -1, id: id))
                timesChosen[id, default: 0] += 1
            }
            if let problem = deckProblem(game.cards, numberOfPairs: numberOfPairs) {
                Issue.record(
                    advice(
                        en: "seed \(seed), \(numberOfPairs) pairs, 20 choices: \(problem.text.en)",
                        ko: "시드 \(seed), 짝 \(numberOfPairs)개, 20번 고른 뒤: \(problem.text.ko)"))
                return
            }
            for card in game.cards {
                let flips = timesChosen[card.id, default: 0]
                guard card.isFaceUp == !flips.isMultiple(of: 2) else {
                    let faceUp = Localized(en: "face up", ko: "앞면")
                    let faceDown = Localized(en: "face down", ko: "뒷면")
                    let expected = flips.isMultiple(of: 2) ? faceDown : faceUp
                    let actual = card.isFaceUp ? faceUp : faceDown
                    Issue.record(
                        advice(
                            en:
                                "seed \(seed), \(numberOfPairs) pairs: card \(card.id) was chosen \(flips) times, so it should be \(expected.en), but it is \(actual.en).",
                            ko:
                                "시드 \(seed), 짝 \(numberOfPairs)개: 카드 \(Particle.object.after(card.id)) \(flips)번 골랐으므로 \(expected.ko)이어야 하는데 \(actual.ko)입니다."
                        ))
                    return
                }
            }
        }
    }

    @Test("random intents through the view model keep the deck intact, one frame per intent")
    func randomIntentsOnTheViewModel() {
        let numberOfPairs = EmojiMemoryGame().cards.count / 2
        // 10 games of 30 intents: each intent lays out and draws the whole screen, about a third
        // of a millisecond, and a student's warm `swift test` runs this every time; the model's
        // own property above plays 300 games without drawing.
        for seed in UInt64(0)..<10 {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let viewModel = EmojiMemoryGame()
            let host = ViewHost(EmojiMemoryGameView(viewModel: viewModel), columns: 80, rows: 7)
            _ = host.screen
            var intents = 0
            for _ in 0..<30 {
                if let card = viewModel.cards.randomElement(using: &generator) {
                    viewModel.choose(card: card)
                    intents += 1
                }
                _ = host.screen
            }
            if let problem = deckProblem(viewModel.cards, numberOfPairs: numberOfPairs) {
                Issue.record(
                    advice(
                        en: "seed \(seed): \(problem.text.en)", ko: "시드 \(seed): \(problem.text.ko)"
                    )
                )
                return
            }
            let fresh = ViewHost(EmojiMemoryGameView(viewModel: viewModel), columns: 80, rows: 7)
            guard host.drawCount == 1 + intents, host.screen == fresh.screen else {
                Issue.record(
                    advice(
                        en:
                            "seed \(seed): \(host.drawCount) renders for \(intents) intents; expected 1 + 1 per intent",
                        ko:
                            "시드 \(seed): 인텐트 \(intents)번에 \(host.drawCount)번 그렸습니다. 1 + 인텐트마다 1번이어야 합니다"
                    )
                )
                return
            }
        }
    }
}
