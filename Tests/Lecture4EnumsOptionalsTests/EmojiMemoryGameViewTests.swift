import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-on-tap-escaping`, the last exercise: the whole screen, end to end. Intents go to the
/// view model, and the grid draws what the model says.
@MainActor
@Suite("l4-on-tap-escaping: Store a closure to call later")
struct EmojiMemoryGameViewTests {
    /// A seeded view model and a host showing it, as the app would set them up.
    private func makeScreen(seed: UInt64 = 4) -> (EmojiMemoryGame, ViewHost<EmojiMemoryGameView>) {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: seed))
        return (viewModel, ViewHost(EmojiMemoryGameView(viewModel: viewModel)))
    }

    /// How many times `piece` appears in `text`.
    private func count(_ piece: String, in text: String) -> Int {
        text.components(separatedBy: piece).count - 1
    }

    @Test("a new game shows every card face down in a grid of two rows")
    func newGameIsFaceDown() {
        let (viewModel, host) = makeScreen()
        let faceDown = viewModel.cards.allSatisfy { !$0.isFaceUp }
        #expect(
            faceDown,
            advice(en: "Every card starts face down.", ko: "모든 카드는 뒷면으로 시작합니다."))
        // With the model's cards face down, a missing back is the screen's: a card drawn over another.
        let backs = count("[▓▓]", in: host.frame)
        #expect(
            !faceDown || backs == viewModel.cards.count,
            advice(
                en: "Every card starts face down, and each is drawn in a place of its own:"
                    + " \(viewModel.cards.count) cards, but \(backs) backs on screen. Cards laid"
                    + " out at the same place hide each other.",
                ko: "모든 카드는 뒷면으로 시작하고, 카드마다 자기 자리에 그려집니다. 카드는"
                    + " \(viewModel.cards.count)장인데 화면의 뒷면은 \(backs)장입니다. 같은 자리에 배치한"
                    + " 카드는 서로를 가립니다."))
        let rowsWithCards = host.frame.split(separator: "\n").filter { $0.contains("[") }
        #expect(
            rowsWithCards.count == 2,
            advice(
                en: "Eight wide cards fit best in two rows of four.",
                ko: "넓은 카드 여덟 장은 네 장씩 두 줄에 가장 잘 맞습니다."))
    }

    @Test("a chosen card is drawn face up in place of its back")
    func chosenCardIsDrawnFaceUp() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        viewModel.choose(card)
        host.renderIfNeeded()
        #expect(
            host.frame.contains("[\(card.content)]"),
            advice(en: "The chosen card should show its emoji.", ko: "고른 카드는 이모지를 보여야 합니다."))
        #expect(count("[▓▓]", in: host.frame) == viewModel.cards.count - 1)
    }

    @Test("a matched pair is drawn empty once another card is chosen")
    func matchedPairIsDrawnEmpty() throws {
        let (viewModel, host) = makeScreen()
        let first = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        let partner = try #require(
            viewModel.cards.first { $0.content == first.content && $0.id != first.id },
            advice(
                en: "Every card should have a partner with the same emoji.",
                ko: "카드마다 이모지가 같은 짝이 있어야 합니다."))
        let other = try #require(viewModel.cards.first { $0.content != first.content })
        viewModel.choose(first)
        viewModel.choose(partner)
        viewModel.choose(other)
        host.renderIfNeeded()
        #expect(
            !host.frame.contains(first.content),
            advice(
                en: "A matched card that is face down draws nothing.",
                ko: "짝을 맞춘 카드가 뒷면이면 아무것도 그리지 않습니다."))
        #expect(count("[▓▓]", in: host.frame) == viewModel.cards.count - 3)
        #expect(
            host.frame.contains("[\(other.content)]"),
            advice(en: "The third card should be face up.", ko: "세 번째 카드는 앞면이어야 합니다."))
    }

    @Test("every frame is a rectangle the size of the screen")
    func frameIsARectangle() {
        let (_, host) = makeScreen()
        let lines = host.frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.count == 4, advice(en: "The screen is four lines tall.", ko: "화면은 네 줄 높이입니다."))
        for line in lines {
            let columns = line.reduce(0) { $0 + TextCanvas.columnCount(of: $1) }
            #expect(
                columns == 24,
                advice(
                    en: "Every line should be 24 columns wide, emoji counting double.",
                    ko: "줄마다 24칸 너비여야 합니다. 이모지는 두 칸으로 셉니다."))
        }
    }
}
