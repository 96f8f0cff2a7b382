import TestSupport
import Testing

@testable import Lecture2MVC

/// The edges the lecture leaves rough: an empty game, and calls that must stop the program.
@Suite("mvc-card-pairs, mvc-flip-count, mvc-lazy-game: edge cases")
struct EdgeCaseTests {

    @Test("a game of zero pairs is empty instead of crashing")
    func zeroPairs() {
        let game = makeGame(pairs: 0)
        #expect(
            game.cards.isEmpty,
            advice(
                en: "`1...0` would trap; `0..<0` is an empty loop.",
                ko: "`1...0`은 크래시하지만 `0..<0`은 한 번도 돌지 않는 반복문입니다."))
        #expect(game.indexOfOneAndOnlyFaceUpCard == nil)
    }

    @Test("a controller without buttons has an empty game")
    func noButtons() {
        let controller = makeController(buttons: 0)
        #expect(controller.game.cards.isEmpty)
        #expect(TextRenderer.render(controller.cardButtons, columns: 4).isEmpty)
    }

    @Test("a negative number of pairs stops with a message naming the call and the value")
    func negativePairs() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = Concentration(numberOfPairsOfCards: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Concentration.init(numberOfPairsOfCards: -1)"))
    }

    @Test("choosing a card past the end stops with a message naming the call and the index")
    func indexPastEnd() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            Concentration(numberOfPairsOfCards: 2).chooseCard(at: 4)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Concentration.chooseCard(at: 4)"))
    }

    @Test("choosing a negative index stops with a message naming the call and the index")
    func negativeIndex() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            Concentration(numberOfPairsOfCards: 2).chooseCard(at: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Concentration.chooseCard(at: -1)"))
    }

    @Test("a negative number of buttons stops with a message naming the call and the value")
    func negativeButtons() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = ViewController(numberOfCardButtons: -2)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ViewController.init(numberOfCardButtons: -2)"))
    }

    @Test("a count beyond what arc4random_uniform takes stops with a message naming the value")
    func arc4randomBeyondUInt32() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = Int.min.arc4random
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Int.arc4random: \(Int.min)"))
    }
}
