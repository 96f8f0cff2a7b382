import SwiftUIStandIn
import Testing

@MainActor
@Suite struct ObservedObjectTests {
    final class Game: ObservableObject {
        @Published private var score = 0

        var scoreText: String { "score \(score)" }

        func win() {
            score += 1
        }
    }

    struct ObservingView: View {
        @ObservedObject var viewModel: Game

        var body: some View {
            Text(viewModel.scoreText).onTapGesture { viewModel.win() }
        }
    }

    /// The lecture's first screen, before `@ObservedObject`: it never hears of a change.
    struct PlainView: View {
        var viewModel: Game

        var body: some View {
            Text(viewModel.scoreText)
        }
    }

    @Test("a view with @ObservedObject is drawn again after its object announces a change")
    func observedObjectRedraws() {
        let game = Game()
        let drawing = host(ObservingView(viewModel: game), columns: 7, rows: 1)
        #expect(drawing.screen.lines == ["score 0"])
        #expect(!drawing.needsRedraw)
        game.win()
        #expect(drawing.needsRedraw)
        #expect(drawing.screen.lines == ["score 1"])
        #expect(drawing.drawCount == 2)
    }

    @Test("a tap that calls an intent changes what is drawn next")
    func tapThenRedraw() {
        let drawing = host(ObservingView(viewModel: Game()), columns: 7, rows: 1)
        drawing.tap(column: 0, row: 0)
        #expect(drawing.screen.lines == ["score 1"])
    }

    @Test("a view holding its view model in a plain var is not drawn again")
    func plainVarDoesNotRedraw() {
        let game = Game()
        let drawing = host(PlainView(viewModel: game), columns: 7, rows: 1)
        #expect(drawing.screen.lines == ["score 0"])
        game.win()
        #expect(!drawing.needsRedraw)
        #expect(drawing.screen.lines == ["score 0"])
    }
}
