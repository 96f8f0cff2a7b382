import Testing

@testable import Lecture2MVC

/// The text view of the button grid used for debugging and for the notes.
@Suite struct TextRendererTests {

    @Test("cells show a title, a card back, or an empty space, in rows of the given width")
    func rendersCells() {
        let faceUp = Button(backgroundColor: .white)
        faceUp.setTitle("🎃")
        let back = Button()
        let gone = Button(backgroundColor: .clear)
        let rendered = TextRenderer.render(
            [faceUp, back, gone], columns: 2, label: Label(text: "Flips: 1"))
        #expect(rendered == "[🎃][##]\n[  ]\nFlips: 1")
    }

    @Test("a played game renders what its buttons show")
    func rendersController() throws {
        let controller = makeController(buttons: 4, seed: 5)
        try #require(controller.cardButtons.count == 4)
        controller.cardButtons[0].sendActions()
        let rendered = TextRenderer.render(
            controller.cardButtons, columns: 4, label: controller.flipCountLabel)
        let lines = rendered.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        #expect(lines[0] == "[\(controller.cardButtons[0].title)][##][##][##]")
        #expect(lines[1] == controller.flipCountLabel.text)
    }

    @Test("rendering with fewer than one column stops with a message naming the call")
    func zeroColumns() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = TextRenderer.render([Button()], columns: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TextRenderer.render(columns: 0)"))
    }
}
