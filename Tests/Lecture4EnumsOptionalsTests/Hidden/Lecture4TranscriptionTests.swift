import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// The write-ups' Lecture 4 view code, compiled as printed against this stage (`Lecture4Post2020.swift`, `Lecture4Post2021.swift`)
/// and drawn: the game they describe looks as the lecture's does, and the stage's own `Grid` places
/// views where the post's does.
@MainActor
@Suite("l4-on-tap-escaping: the write-ups' views, drawn")
struct Lecture4TranscriptionTests {
    /// A seeded view model of the stage's.
    private func stageViewModel() -> EmojiMemoryGame {
        EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
    }

    /// Taps the middle of `card` on `host`'s screen.
    @discardableResult
    private func tap(_ card: DrawnView, on host: ViewHost<some View>) -> Bool {
        let center = DrawnCards.center(of: card)
        return host.tap(column: center.column, row: center.row)
    }

    @Test("the 2020 post's Grid lays the stage's eight cards out in two rows of four, face down")
    func post2020GridPlacesCards() {
        let host = ViewHost(
            Lecture4Post2020.EmojiMemoryGameView(viewModel: stageViewModel()), columns: 80, rows: 17
        )
        let cells = DrawnCards.cardViews(of: host).map(\.cells)
        #expect(cells.count == 8)
        #expect(Set(cells.map(\.row)).count == 2 && Set(cells.map(\.column)).count == 4)
        #expect(
            DrawnCards.pictures(host).allSatisfy(DrawnCards.isFilled),
            advice(en: "The screen:\n\(host.screen)", ko: "화면:\n\(host.screen)"))
        let first = DrawnCards.cardViews(of: host)[0].cells
        #expect(host.screen.color(column: first.column, row: first.row) == .orange)
    }

    @Test(
        "a card tapped on the 2020 post's screen is framed with its emoji; a matched pair is gone")
    func post2020TapAndMatch() throws {
        let viewModel = stageViewModel()
        let host = ViewHost(
            Lecture4Post2020.EmojiMemoryGameView(viewModel: viewModel), columns: 80, rows: 17)
        let first = try #require(viewModel.cards.first)
        let partner = try #require(
            viewModel.cards.first { $0.content == first.content && $0.id != first.id })
        let other = try #require(viewModel.cards.first { $0.content != first.content })
        let view = { (id: Int) in
            host.tree.identified.first { $0.id == AnyHashable(id) }?.all(view: "CardView").first
        }
        #expect(tap(try #require(view(first.id)), on: host))
        #expect(
            host.needsRedraw,
            advice(
                en: "The stage's `@Published` model should announce the change.",
                ko: "이 단계의 `@Published` 모델이 변경을 알려야 합니다."))
        #expect(
            DrawnCards.isFramed(
                DrawnCards.picture(ofCard: first.id, in: host), with: first.content),
            advice(en: "The screen:\n\(host.screen)", ko: "화면:\n\(host.screen)"))
        tap(try #require(view(partner.id)), on: host)
        tap(try #require(view(other.id)), on: host)
        #expect(
            DrawnCards.isBlank(DrawnCards.picture(ofCard: first.id, in: host)),
            advice(en: "The screen:\n\(host.screen)", ko: "화면:\n\(host.screen)"))
        #expect(DrawnCards.isBlank(DrawnCards.picture(ofCard: partner.id, in: host)))
    }

    @Test(
        "the stage's Grid places every item where the 2020 post's Grid does",
        arguments: [
            (8, 80, 17), (6, 40, 12), (5, 61, 23),
        ])
    func stageGridMatchesThePost(items count: Int, columns: Int, rows: Int) {
        let cards = (0..<count).map { MemoryGame<String>.Card(content: "\($0)", id: $0) }
        let post = ViewHost(
            Lecture4Post2020.Grid(items: cards) { card in Text(card.content) }, columns: columns,
            rows: rows)
        let stage = ViewHost(
            Grid(items: cards) { card in Text(card.content) }, columns: columns, rows: rows)
        #expect(stage.tree.all("frame").map(\.frame) == post.tree.all("frame").map(\.frame))
        #expect(stage.screen == post.screen)
    }

    @Test("the 2021 post's LazyVGrid screen draws its six cards face down, and a tap turns one")
    func post2021ScreenTurnsACard() throws {
        let viewModel = Lecture4Post2021.EmojiMemoryGame()
        let host = ViewHost(
            Lecture4Post2021.ContentView(viewModel: viewModel), columns: 80, rows: 20)
        #expect(DrawnCards.pictures(host).count == 6)
        #expect(
            DrawnCards.pictures(host).allSatisfy(DrawnCards.isFilled),
            advice(en: "The screen:\n\(host.screen)", ko: "화면:\n\(host.screen)"))
        let third = try #require(DrawnCards.cardViews(of: host).dropFirst(2).first)
        #expect(tap(third, on: host))
        #expect(
            host.needsRedraw,
            advice(
                en: "`@Published` should announce the change to the `@ObservedObject`.",
                ko: "`@Published`가 `@ObservedObject`에 변경을 알려야 합니다."))
        let card = try #require(viewModel.cards.dropFirst(2).first)
        #expect(
            card.isFaceUp,
            advice(
                en: "The post's view model should choose the stage's card.",
                ko: "정리글의 뷰 모델이 이 단계의 카드를 골라야 합니다."))
        #expect(
            DrawnCards.isFramed(DrawnCards.pictures(host)[2], with: card.content),
            advice(en: "The screen:\n\(host.screen)", ko: "화면:\n\(host.screen)"))
    }

    @Test("a matched pair on the 2021 post's screen is gone, its place left empty")
    func post2021MatchedPairGoes() throws {
        let viewModel = Lecture4Post2021.EmojiMemoryGame()
        let host = ViewHost(
            Lecture4Post2021.ContentView(viewModel: viewModel), columns: 80, rows: 20)
        let cards = viewModel.cards
        let first = try #require(cards.first)
        let partner = try #require(
            cards.firstIndex { $0.content == first.content && $0.id != first.id })
        let other = try #require(cards.firstIndex { $0.content != first.content })
        for index in [0, partner, other] {
            tap(DrawnCards.cardViews(of: host)[index], on: host)
        }
        let pictures = DrawnCards.pictures(host)
        #expect(
            DrawnCards.isBlank(pictures[0]) && DrawnCards.isBlank(pictures[partner]),
            advice(en: "The screen:\n\(host.screen)", ko: "화면:\n\(host.screen)"))
        #expect(DrawnCards.isFramed(pictures[other], with: cards[other].content))
        #expect(
            !tap(DrawnCards.cardViews(of: host)[0], on: host),
            advice(en: "A card that is gone takes no tap.", ko: "사라진 카드는 탭을 받지 않습니다."))
    }

    @Test("the 2021 post's preview draws the same screen as the app")
    func post2021Preview() {
        let preview = ViewHost(
            Lecture4Post2021.ContentView_Previews.previews, columns: 80, rows: 20)
        let app = ViewHost(
            Lecture4Post2021.ContentView(viewModel: Lecture4Post2021.EmojiMemoryGame()),
            columns: 80,
            rows: 20)
        #expect(preview.screen == app.screen)
        #expect(DrawnCards.pictures(preview).count == 6)
    }
}
