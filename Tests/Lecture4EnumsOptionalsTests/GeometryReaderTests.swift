import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// A tested demo of `GeometryReader`, the lecture's way for a view to learn the space it may use:
/// the reader hands its closure a `geometry` whose `size` is that space, and the closure builds the
/// view for it. Not an exercise: nothing here is stubbed.
@MainActor
@Suite struct GeometryReaderTests {
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
        #expect(reader.body == "30 x 6", "`geometry.size` should be the space the reader offers.")
    }

    @Test("the content is built afresh each time the reader is drawn")
    func buildsTheContentWhenDrawn() {
        var builds = 0
        let reader = GeometryReader(offering: CGSize(width: 4, height: 1)) { geometry in
            builds += 1
            return SizeLabel(size: geometry.size)
        }
        #expect(
            builds == 0, "Making the reader builds nothing: the closure is stored, so it escapes.")
        _ = reader.body
        _ = reader.body
        #expect(builds == 2, "Like any view's `body`, the content is worked out on every draw.")
    }

    @Test("the game's screen is its grid drawn in the space its reader offers")
    func screenUsesTheReader() {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 2))
        let size = CGSize(width: 30, height: 6)
        let screen = EmojiMemoryGameView(viewModel: viewModel, size: size)
        #expect(screen.body == screen.grid(in: size).body)
    }
}
