import TestSupport
import Testing

@testable import Lecture2MVC

/// The colour stand-in compares as a screen shows colours, so the lecture's own literals are the
/// game's colours.
@MainActor
@Suite("UIColor: colours equal as a screen shows them")
struct UIColorTests {

    @Test("the 2017 lecture's orange literal is the game's orange")
    func lectureOrange() {
        #expect(
            UIColor(red: 1, green: 0.5763723254, blue: 0, alpha: 1) == .orange,
            advice(
                en:
                    "The lecture's `#colorLiteral` orange differs from `.orange` only past what a screen shows.",
                ko: "강의의 `#colorLiteral` 주황색은 화면이 보여 주는 것보다 작은 차이만큼만 `.orange`와 다릅니다."))
    }

    @Test("the lecture's white literal, written with a rounding error, is white")
    func lectureWhite() {
        #expect(UIColor(red: 0.9999960065, green: 1, blue: 1, alpha: 1) == .white)
    }

    @Test("every fully transparent colour is clear, whatever its red, green and blue")
    func transparentIsClear() {
        #expect(
            UIColor(red: 0.9356139898, green: 0.539589107, blue: 0.01415602397, alpha: 0) == .clear)
        #expect(UIColor(red: 1, green: 1, blue: 1, alpha: 0) == .clear)
    }

    @Test("a colour a screen tells apart is not equal")
    func visibleDifferences() {
        #expect(
            UIColor(red: 0.9529411793, green: 0.6862745285, blue: 0.1333333403, alpha: 1) != .orange
        )
        #expect(UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) != .orange)
        #expect(UIColor(red: 1, green: 1, blue: 1, alpha: 0.5) != .white)
        #expect(UIColor(red: 1, green: 1, blue: 1, alpha: 0.5) != .clear)
    }

    // The lecture's spelling on purpose: Xcode shows these literals as swatches.
    // swift-format-ignore: NoPlaygroundLiterals
    @Test("the lecture's #colorLiteral compiles here and is the game's colour")
    func colorLiterals() {
        let button = UIButton()
        // The Optional `backgroundColor` takes a literal as UIKit's does.
        button.backgroundColor = #colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 1)
        #expect(button.backgroundColor == .orange)
        let white = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
        #expect(white == .white)
        #expect(#colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 0) == UIColor.clear)
    }
}
