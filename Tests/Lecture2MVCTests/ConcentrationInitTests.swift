import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-card-pairs`: `init(numberOfPairsOfCards:using:)` lays out shuffled pairs.
@Suite("mvc-card-pairs: Two copies of each card, shuffled")
struct ConcentrationInitTests {

    @Test("a game of n pairs lays out 2n cards", arguments: [1, 2, 6])
    func twoCardsPerPair(pairs: Int) {
        let game = makeGame(pairs: pairs)
        let count = game.cards.count
        #expect(
            count == 2 * pairs,
            count == 2 * (pairs + 1)
                ? advice(
                    en: """
                        \(pairs) \(pairs == 1 ? "pair" : "pairs") dealt \(count) cards: the loop made one \
                        pair too many. A closed range that starts at 0 holds one number more than its end \
                        (`0...\(pairs)` is \(pairs + 1) numbers), so it runs once more than the pairs asked for.
                        """,
                    ko: """
                        짝 \(pairs)개에 카드 \(count)장을 나눴습니다: 반복문이 짝을 하나 더 만들었습니다. 0에서 \
                        시작하는 닫힌 범위는 끝 값보다 수가 하나 더 많아서(`0...\(pairs)`는 수 \(pairs + 1)개) \
                        요청한 짝 수보다 한 번 더 돕니다.
                        """,
                    premise: .observed(is: "\(2 * (pairs + 1))"))
                : advice(
                    en:
                        "Make one new card per pair and add it twice: a `Card` is a struct, so each copy is a card of its own with the same identifier.",
                    ko: "짝마다 새 카드를 하나 만들어 두 번 넣습니다: `Card`는 구조체라 복사본마다 식별자가 같은 별개의 카드가 됩니다.")
        )
    }

    @Test("every identifier appears on exactly two cards")
    func identifiersComeInPairs() throws {
        let game = makeGame(pairs: 4)
        try #require(
            game.cards.count == 8,
            advice(en: "Four pairs should make eight cards.", ko: "짝이 네 개면 카드가 여덟 장이어야 합니다."))
        let pairs = pairIndices(in: game.cards)
        #expect(
            pairs.count == 4,
            advice(
                en: "Each pair needs a card made for it by `Card`'s init, so its own identifier.",
                ko: "짝마다 `Card`의 init으로 만든 자기 카드가, 그러니까 자기 식별자가 있어야 합니다."))
        #expect(
            pairs.allSatisfy { $0.count == 2 },
            advice(en: "Each card must be added exactly twice.", ko: "카드마다 정확히 두 번 넣어야 합니다."))
    }

    @Test("the two copies of a card are independent values")
    func copiesAreIndependent() throws {
        let game = makeGame(pairs: 2)
        let pair = try #require(
            pairIndices(in: game.cards).first,
            advice(en: "The game has no cards yet.", ko: "게임에 아직 카드가 없습니다."))
        try #require(
            pair.count == 2, advice(en: "A pair should be two cards.", ko: "짝 하나는 카드 두 장이어야 합니다."))
        game.cards[pair[0]].isFaceUp = true
        #expect(game.cards[pair[0]].isFaceUp)
        #expect(
            !game.cards[pair[1]].isFaceUp,
            advice(
                en:
                    "A struct is copied into the array, so turning one copy over leaves its twin alone.",
                ko: "구조체는 배열에 복사되어 들어가므로, 한 장을 뒤집어도 짝은 그대로입니다."))
    }

    @Test("a new game starts with every card face down and unmatched")
    func cardsStartFaceDown() throws {
        let game = makeGame(pairs: 3)
        try #require(
            game.cards.count == 6,
            advice(en: "Three pairs should make six cards.", ko: "짝이 세 개면 카드가 여섯 장이어야 합니다."))
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        #expect(game.indexOfOneAndOnlyFaceUpCard == nil)
    }

    @Test("two games never share an identifier")
    func gamesHaveDistinctIdentifiers() throws {
        let first = makeGame(pairs: 3)
        let second = makeGame(pairs: 3)
        try #require(first.cards.count == 6 && second.cards.count == 6)
        let shared = Set(first.cards.map(\.identifier)).intersection(second.cards.map(\.identifier))
        #expect(
            shared.isEmpty,
            advice(
                en: "Let `Card`'s init pick the identifier instead of numbering pairs 1…n.",
                ko: "짝에 1…n 번호를 매기지 말고 식별자는 `Card`의 init이 정하게 합니다."))
    }

    @Test("the cards are shuffled, not left side by side with their twins")
    func cardsAreShuffled() {
        let layouts = (1...20).map { seed in makeGame(pairs: 6, seed: UInt64(seed)).cards }
        let unshuffled = layouts.filter { cards in
            stride(from: 0, to: cards.count, by: 2).allSatisfy { index in
                index + 1 < cards.count && cards[index].identifier == cards[index + 1].identifier
            }
        }
        #expect(
            unshuffled.count < layouts.count,
            advice(
                en:
                    """
                    Shuffle the cards, with the generator you were given, so a seeded game deals the same again \
                    (`swift run workbook hint mvc-card-pairs`). The 2017 lecture's Lecture 2 demo does not \
                    shuffle yet, so its twins lie side by side; the workbook's game is meant to be played, so \
                    it shuffles here.
                    """,
                ko:
                    """
                    넘겨받은 생성기로 카드를 섞어, 시드가 같은 게임이 같은 배치를 다시 나눠 주게 합니다\
                    (`swift run workbook hint mvc-card-pairs`). 2017년 강의의 2강 데모는 아직 섞지 않아서 짝이 \
                    나란히 놓입니다. 워크북의 게임은 실제로 하는 게임이므로 여기서 섞습니다.
                    """
            )
        )
    }

    @Test("the same seed always gives the same layout")
    func sameSeedSameLayout() throws {
        let first = makeGame(pairs: 5, seed: 42)
        let second = makeGame(pairs: 5, seed: 42)
        try #require(first.cards.count == 10)
        #expect(
            layoutPattern(of: first.cards) == layoutPattern(of: second.cards),
            advice(
                en:
                    "Shuffle with the generator passed in, not the system's, so tests can replay a game.",
                ko: "시스템 생성기가 아니라 넘겨받은 생성기로 섞어야 테스트가 같은 게임을 다시 재현할 수 있습니다."))
    }
}
