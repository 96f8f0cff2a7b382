import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-on-tap-escaping`, the last exercise: the whole screen, end to end. A tap on the screen
/// reaches a card's `onTapGesture`, the intent goes to the view model, and the grid draws what the
/// model says.
@MainActor
@Suite("l4-on-tap-escaping: Store a closure to call later")
struct EmojiMemoryGameViewTests {
    /// A seeded view model and a host showing it on a screen of 80 by 17 cells.
    private func makeScreen(seed: UInt64 = 4) -> (EmojiMemoryGame, ViewHost<EmojiMemoryGameView>) {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: seed))
        return (
            viewModel, ViewHost(EmojiMemoryGameView(viewModel: viewModel), columns: 80, rows: 17)
        )
    }

    /// Taps the middle of the card with `id` on the screen, and says whether a view took the tap.
    @discardableResult
    private func tap(_ id: Int, on host: ViewHost<EmojiMemoryGameView>) -> Bool {
        guard
            let card = host.tree.identified.first(where: { $0.id == AnyHashable(id) })?
                .all(view: "CardView").first
        else { return false }
        let center = DrawnCards.center(of: card)
        return host.tap(column: center.column, row: center.row)
    }

    @Test("a new game shows every card face down, in two rows of four")
    func newGameIsFaceDown() {
        let (viewModel, host) = makeScreen()
        let pictures = DrawnCards.pictures(host)
        #expect(
            pictures.count == viewModel.cards.count,
            advice(
                en: "The screen should draw one card view per card: \(viewModel.cards.count).",
                ko: "화면은 카드마다 카드 뷰를 하나씩, \(viewModel.cards.count)개 그려야 합니다."))
        #expect(
            pictures.allSatisfy(DrawnCards.isFilled),
            advice(
                en: "Every card starts face down, drawn as a filled back:\n\(host.screen)",
                ko: "모든 카드는 뒷면으로, 채워진 모양으로 시작합니다:\n\(host.screen)"))
        let cells = DrawnCards.cardViews(of: host).map(\.cells)
        #expect(
            Set(cells.map(\.row)).count == 2 && Set(cells).count == cells.count,
            advice(
                en:
                    "Eight cards fit best in two rows of four, each in a place of its own:\n\(host.screen)",
                ko: "카드 여덟 장은 네 장씩 두 줄에, 저마다 제자리에 놓이는 것이 가장 잘 맞습니다:\n\(host.screen)"))
    }

    @Test("tapping a card on the screen turns it face up: its onTapGesture runs the intent")
    func tapTurnsTheCard() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        #expect(
            tap(card.id, on: host),
            advice(en: "A card on the screen should take a tap.", ko: "화면의 카드는 탭을 받아야 합니다."))
        #expect(
            viewModel.cards.first?.isFaceUp == true,
            advice(
                en: "A tap on a card should run the action it was given, the choose intent.",
                ko: "카드를 탭하면 그 카드가 받은 액션, 곧 고르기 인텐트가 실행되어야 합니다."))
        #expect(
            host.needsRedraw,
            advice(
                en: "The view model should announce the change, so the screen is drawn again.",
                ko: "뷰 모델이 변경을 알려서 화면을 다시 그려야 합니다."))
        #expect(
            DrawnCards.isFramed(DrawnCards.picture(ofCard: card.id, in: host), with: card.content),
            advice(
                en:
                    "The chosen card should be drawn face up, framed with its emoji:\n\(host.screen)",
                ko: "고른 카드는 앞면으로, 테두리 안에 이모지를 담아 그려야 합니다:\n\(host.screen)"))
        let others = viewModel.cards.dropFirst().map { DrawnCards.picture(ofCard: $0.id, in: host) }
        #expect(others.allSatisfy(DrawnCards.isFilled))
    }

    @Test("a matched pair is gone once another card is chosen, and takes no tap")
    func matchedPairIsGone() throws {
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
        for card in [first, partner, other] {
            tap(card.id, on: host)
        }
        #expect(
            DrawnCards.isBlank(DrawnCards.picture(ofCard: first.id, in: host))
                && DrawnCards.isBlank(DrawnCards.picture(ofCard: partner.id, in: host)),
            advice(
                en: "A matched card that is face down is gone from the screen:\n\(host.screen)",
                ko: "짝을 맞춘 카드가 뒷면이면 화면에서 사라집니다:\n\(host.screen)"))
        #expect(
            DrawnCards.isFramed(DrawnCards.picture(ofCard: other.id, in: host), with: other.content)
        )
        #expect(
            !tap(first.id, on: host),
            advice(en: "A card that is gone takes no tap.", ko: "사라진 카드는 탭을 받지 않습니다."))
    }

    @Test("a larger window makes larger cards, and larger emoji on them")
    func emojiGrowWithTheWindow() {
        let fonts = [(80, 17), (160, 34)].map { columns, rows in
            let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
            let host = ViewHost(
                EmojiMemoryGameView(viewModel: viewModel), columns: columns, rows: rows)
            return host.tree.all("font").first?.font?.name ?? "none"
        }
        #expect(
            fonts[0] != fonts[1],
            advice(
                en:
                    "The cards of a window twice as large chose the same font, \(fonts[0]): each card should size its emoji from the space it is given.",
                ko:
                    "두 배 큰 창의 카드들이 같은 글꼴 \(fonts[0])을 골랐습니다: 카드마다 받은 공간으로 이모지의 크기를 정해야 합니다.",
                premise: .observed(contains: fonts[0])))
    }

    @Test("the cards are orange, as the screen's foregroundColor says")
    func cardsAreOrange() throws {
        let (_, host) = makeScreen()
        let card = try #require(DrawnCards.cardViews(of: host).first)
        let center = DrawnCards.center(of: card)
        #expect(host.screen.color(column: center.column, row: center.row) == .orange)
    }
}
