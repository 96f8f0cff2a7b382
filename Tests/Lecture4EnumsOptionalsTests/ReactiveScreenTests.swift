import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-choose-matching`: the reactive host is given code carried over from the MVVM stage; it
/// redraws when a choice changes the cards, tested with a plain view of its own (no `Grid`).
@MainActor
@Suite("l4-choose-matching: Match pairs: an Equatable content and an optional index")
struct ReactiveScreenTests {
    /// The simplest view of the view model: which cards are face up, as `^` and `_`.
    struct FaceUpRow: View {
        let viewModel: EmojiMemoryGame
        var body: String {
            String(viewModel.cards.map { $0.isFaceUp ? "^" : "_" })
        }
    }

    /// A seeded view model and a host showing it.
    private func makeScreen() -> (EmojiMemoryGame, ViewHost<FaceUpRow>) {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
        return (viewModel, ViewHost(FaceUpRow(viewModel: viewModel)))
    }

    @Test("the host draws the view once when it starts")
    func firstRender() {
        let (viewModel, host) = makeScreen()
        #expect(host.renderCount == 1)
        #expect(host.frame == FaceUpRow(viewModel: viewModel).body)
    }

    @Test("choosing a card causes exactly one re-render, which shows the new state")
    func intentCausesOneRerender() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        viewModel.choose(card)
        #expect(
            host.needsRender,
            advice(
                en: "Changing the view model should mark the host as out of date.",
                ko: "뷰 모델이 바뀌면 호스트가 낡은 것으로 표시되어야 합니다."))
        host.renderIfNeeded()
        host.renderIfNeeded()
        #expect(
            host.renderCount == 2,
            advice(
                en:
                    "Render inside withObservationTracking, and let onChange mark the host as needing a render.",
                ko: "withObservationTracking 안에서 그리고, onChange가 호스트를 다시 그려야 하는 것으로 표시하게 합니다.")
        )
        #expect(
            host.frame == host.content.body,
            advice(en: "The new frame should show the chosen card.", ko: "새 프레임에 고른 카드가 보여야 합니다."))
    }

    @Test("reading the view model without changing it causes no re-render")
    func readingDoesNotRerender() {
        let (viewModel, host) = makeScreen()
        _ = viewModel.cards
        _ = host.content.body
        host.renderIfNeeded()
        #expect(!host.needsRender)
        #expect(
            host.renderCount == 1,
            advice(
                en: "Only a change, never a read, should trigger a render.",
                ko: "읽기가 아니라 변경만이 다시 그리기를 일으켜야 합니다."))
    }

    @Test("the host keeps reacting: every change after a render causes the next render")
    func trackingIsRearmed() throws {
        let (viewModel, host) = makeScreen()
        try #require(
            viewModel.cards.count >= 4,
            advice(en: "The game should have at least four cards.", ko: "게임에 카드가 적어도 네 장 있어야 합니다."))
        for choice in 1...3 {
            viewModel.choose(viewModel.cards[choice])
            host.renderIfNeeded()
            #expect(
                host.renderCount == 1 + choice,
                advice(
                    en: "Tracking ends after one change; each render must start tracking again.",
                    ko: "추적은 한 번 바뀌면 끝납니다. 그릴 때마다 추적을 다시 시작해야 합니다."))
            #expect(
                host.frame == host.content.body,
                advice(en: "Each render shows the latest state.", ko: "그릴 때마다 최신 상태를 보여 줍니다."))
        }
    }

    @Test("a host that is no longer shown is freed, even while its view model lives on")
    func hostIsNotKeptAlive() throws {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
        weak var released: ViewHost<FaceUpRow>?
        do {
            let host = ViewHost(FaceUpRow(viewModel: viewModel))
            released = host
        }
        #expect(
            released == nil,
            advice(
                en:
                    "Capture `[weak self]` in onChange: the view model keeps the closure, not the host.",
                ko: "onChange에서 `[weak self]`를 캡처합니다: 클로저를 붙잡는 것은 뷰 모델이지 호스트가 아닙니다."))
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        viewModel.choose(card)
    }
}
