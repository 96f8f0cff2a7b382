import TestSupport
import Testing

@testable import Lecture2MVC

/// The edges the lecture leaves rough: an empty game, and calls that must stop the program.
@MainActor
@Suite("mvc-card-pairs, mvc-flip-count, mvc-lazy-game: edge cases")
struct EdgeCaseTests {

    @Test("a game of zero pairs is empty instead of crashing")
    func zeroPairs() async {
        // In a child process: the lecture's spellings stop the program on zero pairs, and that must
        // fail this test with its advice, not end the whole run.
        let survived = await #expect(
            processExitsWith: .success,
            advice(
                en: """
                    A game of zero pairs must be made, not stop the program: a controller with no buttons \
                    makes one. The 2017 lecture's Lecture 2 init loops over `1...numberOfPairsOfCards`, and \
                    `1...0` traps (a closed range cannot end before it starts); from Lecture 3 on, it also \
                    asserts `numberOfPairsOfCards > 0`. A half-open range that starts at 0 is simply empty for \
                    0 pairs; assert nothing more than the given `precondition` does.
                    """,
                ko: """
                    짝이 0개인 게임은 프로그램을 멈추지 않고 만들어져야 합니다: 버튼이 없는 컨트롤러가 그런 게임을 \
                    만듭니다. 2017년 강의의 2강 init은 `1...numberOfPairsOfCards`를 도는데, `1...0`은 크래시합니다 \
                    (닫힌 범위는 시작보다 앞에서 끝날 수 없습니다). 3강부터는 `numberOfPairsOfCards > 0`도 \
                    assert합니다. 0에서 시작하는 반열린 범위는 짝이 0개이면 그냥 비어 있습니다. 주어진 \
                    `precondition` 말고는 assert하지 않습니다.
                    """)
        ) {
            _ = makeGame(pairs: 0)
        }
        // The init returned in the child, so it returns here too: what it dealt is the evidence.
        guard survived != nil else { return }
        let game = makeGame(pairs: 0)
        let count = game.cards.count
        #expect(
            count == 0,
            count == 2
                ? advice(
                    en: """
                        Zero pairs dealt \(count) cards: the loop made a pair when none was asked for. A \
                        closed range that starts at 0 holds one number more than its end (`0...0` is the one \
                        number 0), so it runs once more than the pairs asked for.
                        """,
                    ko: """
                        짝 0개에 카드 \(count)장을 나눴습니다: 짝을 요청하지 않았는데 반복문이 짝을 \
                        만들었습니다. 0에서 시작하는 닫힌 범위는 끝 값보다 수가 하나 더 많아서(`0...0`은 \
                        수 0 하나) 요청한 짝 수보다 한 번 더 돕니다.
                        """,
                    premise: .observed(is: "2"))
                : advice(
                    en: "A game of zero pairs deals no cards.",
                    ko: "짝이 0개인 게임은 카드를 한 장도 나누지 않습니다."))
        #expect(game.indexOfOneAndOnlyFaceUpCard == nil)
    }

    @Test("a controller without buttons has an empty game")
    func noButtons() async {
        // In a child process, as the zero-pairs game above: the lecture's init stops on it.
        await #expect(
            processExitsWith: .success,
            advice(
                en: "A controller with no buttons plays a game of zero pairs, which must be empty.",
                ko: "버튼이 없는 컨트롤러는 짝이 0개인 게임을 하며, 그 게임은 비어 있어야 합니다.")
        ) {
            await MainActor.run {
                let controller = makeController(buttons: 0)
                precondition(controller.game.cards.isEmpty, "no buttons, but cards")
                precondition(TextRenderer.render(controller.cardButtons, columns: 4).isEmpty)
            }
        }
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
            await MainActor.run {
                _ = ViewController(numberOfCardButtons: -2)
            }
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
