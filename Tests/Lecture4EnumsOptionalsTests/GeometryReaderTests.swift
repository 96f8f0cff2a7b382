import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// A tested demo of `GeometryReader`, the lecture's way for a view to learn the space it may use:
/// the reader hands its closure a `geometry` whose `size` is that space, and the closure builds the
/// view for it. Not an exercise: nothing here is stubbed.
@MainActor
@Suite("l4-on-tap-escaping: the geometry reader")
struct GeometryReaderTests {
    /// A view that draws the size it was built for, as `columns x lines`.
    struct SizeLabel: View {
        var size: CGSize
        var body: String { "\(Int(size.width)) x \(Int(size.height))" }
    }

    @Test("the closure is handed the size the reader offers, as geometry.size")
    func handsItsContentTheSize() {
        let reader = GeometryReader(offering: CGSize(width: 30, height: 6)) { geometry in
            SizeLabel(size: geometry.size)
        }
        #expect(
            reader.body == "30 x 6",
            advice(
                en: "`geometry.size` should be the space the reader offers.",
                ko: "`geometry.size`는 리더가 제안하는 공간이어야 합니다."))
    }

    @Test("the content is built afresh each time the reader is drawn")
    func buildsTheContentWhenDrawn() {
        var builds = 0
        let reader = GeometryReader(offering: CGSize(width: 4, height: 1)) { geometry in
            builds += 1
            return SizeLabel(size: geometry.size)
        }
        #expect(
            builds == 0,
            advice(
                en: "Making the reader builds nothing: the closure is stored, so it escapes.",
                ko: "리더를 만들 때는 아무것도 짓지 않습니다. 클로저는 저장되므로 탈출합니다(escaping)."))
        _ = reader.body
        _ = reader.body
        #expect(
            builds == 2,
            advice(
                en: "Like any view's `body`, the content is worked out on every draw.",
                ko: "여느 뷰의 `body`처럼, 내용은 그릴 때마다 새로 계산됩니다."))
    }

    @Test("the game's screen is its grid drawn in the space its reader offers")
    func screenUsesTheReader() {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 2))
        let size = CGSize(width: 30, height: 6)
        let screen = EmojiMemoryGameView(viewModel: viewModel, size: size)
        #expect(screen.body == screen.grid(in: size).body)
    }
}
