import Testing

@testable import Lecture2MVC

/// The text view of the button grid used for debugging and for the notes.
@MainActor
@Suite("mvc-flip-count: the text renderer of the view")
struct TextRendererTests {

    @Test("cells show a title, a card back, or an empty space, in rows of the given width")
    func rendersCells() {
        let faceUp = UIButton()
        faceUp.backgroundColor = .white
        faceUp.setTitle("🎃", for: .normal)
        let back = UIButton()
        back.backgroundColor = .orange
        let gone = UIButton()
        gone.backgroundColor = .clear
        let rendered = TextRenderer.render(
            [faceUp, back, gone], columns: 2, label: UILabel(text: "Flips: 1"))
        #expect(rendered == "[🎃][##]\n[  ]\nFlips: 1")
    }

    @Test("a controller's buttons and label render as they look")
    func rendersController() throws {
        let controller = makeController(buttons: 4, seed: 5)
        try #require(controller.cardButtons.count == 4)
        controller.cardButtons[0].setTitle("👻", for: .normal)
        controller.cardButtons[0].backgroundColor = .white
        controller.cardButtons[3].backgroundColor = .clear
        let rendered = TextRenderer.render(
            controller.cardButtons, columns: 4, label: controller.flipCountLabel)
        #expect(rendered == "[👻][##][##][  ]\nFlips: 0")
    }

    @Test("rendering with fewer than one column stops with a message naming the call")
    func zeroColumns() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                _ = TextRenderer.render([UIButton()], columns: 0)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TextRenderer.render(columns: 0)"))
    }
}
