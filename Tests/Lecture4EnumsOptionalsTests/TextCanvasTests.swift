import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `TextCanvas`: a rectangle of character cells that text is drawn into.
@Suite struct TextCanvasTests {
    /// The whole canvas as one cell, for drawing without a clip.
    private func everything(_ canvas: TextCanvas) -> CGRect {
        CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }

    @Test("a new canvas is blank and its size is rounded down to whole cells")
    func blankCanvas() {
        let canvas = TextCanvas(size: CGSize(width: 3.9, height: 2.2))
        #expect(canvas.width == 3 && canvas.height == 2)
        #expect(canvas.text == "   \n   ")
    }

    @Test(
        "a size that is not a real, positive length makes an empty canvas",
        arguments: [-1, .nan, .infinity, -.infinity, 1e300] as [CGFloat]
    )
    func badSizes(length: CGFloat) {
        let canvas = TextCanvas(size: CGSize(width: length, height: length))
        #expect(canvas.width == 0 && canvas.height == 0)
        #expect(canvas.text == "")
    }

    @Test("text is centred on the point it is drawn at, rounding down")
    func centred() {
        var canvas = TextCanvas(size: CGSize(width: 7, height: 3))
        canvas.draw("abc", centeredAt: CGPoint(x: 3.5, y: 1.5), clippedTo: everything(canvas))
        #expect(canvas.text == "       \n  abc  \n       ")
    }

    @Test("an emoji takes two columns, so the columns after it stay aligned")
    func emojiAreWide() {
        var canvas = TextCanvas(size: CGSize(width: 6, height: 1))
        canvas.draw("[👻]", centeredAt: CGPoint(x: 3, y: 0.5), clippedTo: everything(canvas))
        #expect(
            canvas.text == " [👻] ",
            advice(
                en: "Four columns of text, centred in six, leave one space each side.",
                ko: "네 칸짜리 글자를 여섯 칸 가운데에 놓으면 양쪽에 한 칸씩 남습니다."))
        #expect(
            TextCanvas.columnCount(of: "🕷️") == 2,
            advice(
                en: "An emoji made of several scalars is wide too.",
                ko: "여러 스칼라로 이루어진 이모지도 두 칸을 차지합니다."))
        #expect(TextCanvas.columnCount(of: "▓") == 1)
    }

    @Test("a wide character that would only half fit is left out")
    func halfFittingEmojiIsLeftOut() {
        var canvas = TextCanvas(size: CGSize(width: 3, height: 1))
        canvas.draw("ab👻", centeredAt: CGPoint(x: 2, y: 0.5), clippedTo: everything(canvas))
        #expect(
            canvas.text == "ab ",
            advice(
                en: "The emoji would need columns 2 and 3, but the canvas ends at 2.",
                ko: "이모지는 2열과 3열이 필요한데 캔버스는 2열에서 끝납니다."))
    }

    @Test("drawing over half of an emoji blanks its other half")
    func overwritingHalfAnEmoji() {
        var canvas = TextCanvas(size: CGSize(width: 4, height: 1))
        canvas.draw("👻👻", centeredAt: CGPoint(x: 2, y: 0.5), clippedTo: everything(canvas))
        canvas.draw("x", centeredAt: CGPoint(x: 1.5, y: 0.5), clippedTo: everything(canvas))
        #expect(
            canvas.text == " x👻",
            advice(
                en: "The first emoji lost its right half, so it is erased.",
                ko: "첫 번째 이모지는 오른쪽 절반을 잃었으므로 지워집니다."))
    }

    @Test("text outside the canvas or the clip is cut off, never wrapped")
    func clipping() {
        var canvas = TextCanvas(size: CGSize(width: 4, height: 2))
        canvas.draw("abcdefgh", centeredAt: CGPoint(x: 2, y: 0.5), clippedTo: everything(canvas))
        canvas.draw(
            "xyz", centeredAt: CGPoint(x: 1.5, y: 1.5),
            clippedTo: CGRect(x: 1, y: 1, width: 2, height: 1))
        canvas.draw("out", centeredAt: CGPoint(x: 2, y: -5), clippedTo: everything(canvas))
        canvas.draw(
            "nan", centeredAt: CGPoint(x: CGFloat.nan, y: 0.5), clippedTo: everything(canvas))
        let nowhere = CGRect(x: 3, y: 0, width: CGFloat.nan, height: 1)
        canvas.draw("clip", centeredAt: CGPoint(x: 2, y: 0.5), clippedTo: nowhere)
        // "abcdefgh" starts two columns left of the canvas, "xyz" one column left of its clip,
        // "out" is far above, and a NaN centre or a NaN clip has no place at all.
        #expect(canvas.text == "cdef\n yz ")
    }
}
