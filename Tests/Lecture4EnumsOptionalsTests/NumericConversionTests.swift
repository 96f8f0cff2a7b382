import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Swift never converts numbers implicitly: every conversion the grid needs is written out.
/// A demo of the rules `GridLayout` relies on, not an exercise.
@Suite struct NumericConversionTests {
    @Test("converting a Double to an Int drops the fraction; rounding is a separate step")
    func truncation() {
        #expect(Int(2.9) == 2)
        #expect(Int(-2.9) == -2)
        #expect(Int(2.9.rounded()) == 3)
        #expect(
            Int(exactly: 2.5) == nil,
            advice(
                en: "`Int(exactly:)` refuses a value with a fraction.",
                ko: "`Int(exactly:)`는 소수 부분이 있는 값을 거부합니다."))
        #expect(Int(exactly: 2.0) == 2)
    }

    @Test("Int division before the conversion loses the fraction; after it, it is kept")
    func whereToConvert() {
        let rows = 3
        let columns = 2
        #expect(Double(rows / columns) == 1)
        #expect(Double(rows) / Double(columns) == 1.5)
    }

    @Test("CGFloat, Double and Int convert through their initializers, both ways")
    func cgFloat() {
        let columnCount = 4
        let width = CGFloat(60)
        #expect(
            width / CGFloat(columnCount) == 15,
            advice(
                en: "GridLayout.itemSize: `size.width / CGFloat(columnCount)`.",
                ko: "GridLayout.itemSize: `size.width / CGFloat(columnCount)`."))
        #expect(Double(width / CGFloat(columnCount)) == 15.0)
        #expect(Int(width.rounded(.down)) == 60)
    }
}

extension GridLayoutSearchTests {
    /// Part of the conversions demo above; it needs the search's answer, so it runs with
    /// `l4-grid-layout`, whose check then covers it.
    @Test("GridLayout computes its cell shape with the conversions written out")
    func gridLayoutConversions() {
        let layout = GridLayout(
            itemCount: 6, nearAspectRatio: 2.0 / 3.0, in: CGSize(width: 60, height: 40))
        #expect(layout.rowCount == 2)
        #expect(layout.columnCount == 3)
        #expect(layout.itemSize == CGSize(width: 20, height: 20))
    }
}
