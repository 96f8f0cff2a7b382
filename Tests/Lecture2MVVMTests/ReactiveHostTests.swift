import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-reactive-host`: the host draws again exactly when the view model changes.
@MainActor
@Suite("mvvm-reactive-host: Re-render when the view model changes")
struct ReactiveHostTests {
    /// A view model and a host showing it, as the app would set them up.
    private func makeScreen() -> (EmojiMemoryGame, ViewHost<EmojiMemoryGameView>) {
        let viewModel = EmojiMemoryGame()
        return (viewModel, ViewHost(EmojiMemoryGameView(viewModel: viewModel)))
    }

    @Test("the host draws the view once when it starts")
    func firstRender() {
        let (viewModel, host) = makeScreen()
        #expect(host.renderCount == 1)
        #expect(host.frame == EmojiMemoryGameView(viewModel: viewModel).body)
    }

    @Test("choosing a card causes exactly one re-render, which shows the card face up")
    func intentCausesOneRerender() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        viewModel.choose(card)
        #expect(
            host.needsRender,
            advice(
                en:
                    "Changing the view model should mark the host as out of date: the closure that hears the change sets `needsRender`.",
                ko: "뷰 모델이 바뀌면 호스트가 낡은 것으로 표시되어야 합니다: 변경을 듣는 클로저가 `needsRender`를 설정합니다."))
        host.renderIfNeeded()
        host.renderIfNeeded()
        #expect(
            host.renderCount == 2,
            advice(
                en:
                    "`trackingChanges` must run `read` under the Observation framework's tracking, and its change closure must mark the host out of date.",
                ko:
                    "`trackingChanges`는 Observation 프레임워크의 추적 아래에서 `read`를 실행해야 하고, 변경 클로저는 호스트에 다시 그려야 한다는 표시를 붙여야 합니다."
            )
        )
        #expect(
            host.frame.contains(card.content),
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

    @Test("several intents before the next frame are drawn in one re-render")
    func changesAreCoalesced() throws {
        let (viewModel, host) = makeScreen()
        try #require(
            viewModel.cards.count >= 2,
            advice(en: "The game should have at least two cards.", ko: "게임에 카드가 적어도 두 장 있어야 합니다."))
        viewModel.choose(viewModel.cards[0])
        viewModel.choose(viewModel.cards[1])
        host.renderIfNeeded()
        #expect(
            host.renderCount == 2,
            advice(
                en: "Two changes before a frame need only one new frame.",
                ko: "프레임 전에 두 번 바뀌어도 새 프레임은 하나면 됩니다."))
        #expect(
            host.frame == host.content.body,
            advice(en: "The frame should show the latest state.", ko: "프레임은 최신 상태를 보여야 합니다."))
    }

    @Test("the host keeps reacting: every change after a render causes the next render")
    func trackingIsRearmed() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        for choice in 1...3 {
            viewModel.choose(card)
            host.renderIfNeeded()
            #expect(
                host.renderCount == 1 + choice,
                advice(
                    en:
                        "Tracking hears one change only, so every call of `trackingChanges` must start a new tracking of what `read` reads.",
                    ko: """
                        추적은 변경을 한 번만 듣습니다. 그래서 `trackingChanges`를 부를 때마다 \
                        `read`가 읽는 것을 새로 추적해야 합니다.
                        """)
            )
        }
    }

    @Test("a host that is no longer shown is freed, even while its view model lives on")
    func hostIsNotKeptAlive() throws {
        let viewModel = EmojiMemoryGame()
        weak var released: ViewHost<EmojiMemoryGameView>?
        do {
            let host = ViewHost(EmojiMemoryGameView(viewModel: viewModel))
            released = host
        }
        #expect(
            released == nil,
            advice(
                en:
                    "The view model keeps the tracking's closure; it must not keep the host alive. A closure keeps whatever it captures strongly, unless its capture list says `weak`.",
                ko:
                    "뷰 모델은 추적의 클로저를 붙잡고 있습니다. 그 클로저가 호스트를 살려 두면 안 됩니다. 클로저는 캡처 목록에 `weak`라고 쓰지 않는 한, 캡처한 것을 강하게 붙잡습니다."
            ))
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        viewModel.choose(card)
    }
}
