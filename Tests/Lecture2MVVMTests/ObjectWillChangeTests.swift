import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-object-will-change`: the view model announces every change to its model, once, before it.
@MainActor
@Suite("mvvm-object-will-change: Announce the change before it happens")
struct ObjectWillChangeTests {
    @Test("choosing a card announces exactly once")
    func oneAnnouncementPerIntent() throws {
        let viewModel = EmojiMemoryGameObject()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        var announcements = 0
        let subscription = viewModel.objectWillChange.sink { announcements += 1 }
        viewModel.choose(card: card)
        #expect(
            announcements == 1,
            advice(
                en:
                    "Announce through the `objectWillChange` publisher whenever `model` is about to change, whoever changes it.",
                ko: "누가 바꾸든 `model`이 바뀌기 직전마다 `objectWillChange` 퍼블리셔로 알립니다.")
        )
        viewModel.choose(card: card)
        viewModel.choose(card: card)
        #expect(
            announcements == 3,
            advice(
                en: "Every change is one announcement, no more.", ko: "변경 한 번에 알림은 한 번, 그 이상은 아닙니다."
            ))
        subscription.cancel()
    }

    @Test("the announcement comes while the old state is still visible")
    func announcesBeforeTheChange() throws {
        let viewModel = EmojiMemoryGameObject()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        var faceUpWhileAnnounced: [Bool] = []
        let subscription = viewModel.objectWillChange.sink {
            faceUpWhileAnnounced.append(viewModel.cards.first?.isFaceUp ?? true)
        }
        viewModel.choose(card: card)
        #expect(
            faceUpWhileAnnounced == [false],
            faceUpWhileAnnounced.isEmpty
                ? advice(
                    en:
                        "Choosing changed `model` and nothing was announced: announce through `objectWillChange` before each change.",
                    ko: "카드를 골라 `model`이 바뀌었는데 아무것도 알리지 않았습니다: 바뀌기 전마다 `objectWillChange`로 알립니다.")
                : advice(
                    en:
                        "`objectWillChange` says *will* change, but the card was already face up when it was announced: announce before `model` changes, not after.",
                    ko:
                        "`objectWillChange`는 *바뀔* 것이라는 뜻인데, 알릴 때 카드가 이미 앞면이었습니다: `model`이 바뀐 뒤가 아니라 바뀌기 전에 알립니다."
                ))
        #expect(
            viewModel.cards.first?.isFaceUp == true,
            advice(en: "The card should still turn over.", ko: "카드는 그래도 뒤집혀야 합니다."))
        subscription.cancel()
    }

    @Test("reading the cards announces nothing")
    func readingIsSilent() {
        let viewModel = EmojiMemoryGameObject()
        var announcements = 0
        let subscription = viewModel.objectWillChange.sink { announcements += 1 }
        _ = viewModel.cards
        #expect(
            announcements == 0,
            advice(en: "Only a change is announced, never a read.", ko: "읽기는 알리지 않고 변경만 알립니다."))
        subscription.cancel()
    }
}
