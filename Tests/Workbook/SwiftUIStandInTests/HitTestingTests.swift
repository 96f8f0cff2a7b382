import SwiftUIStandIn
import Testing

@MainActor
@Suite struct HitTestingTests {
    /// What the taps ran, in order.
    final class Taps {
        var names: [String] = []
    }

    @Test("a tap runs the onTapGesture of the view drawn at that cell")
    func tapFindsTheView() {
        let taps = Taps()
        let drawing = host(
            HStack {
                Rectangle().fill().onTapGesture { taps.names.append("left") }
                Rectangle().fill().onTapGesture { taps.names.append("right") }
            }, columns: 9, rows: 2)
        #expect(drawing.tap(column: 7, row: 1))
        #expect(drawing.tap(column: 0, row: 0))
        #expect(taps.names == ["right", "left"])
    }

    @Test("a tap between views, where none has an action, runs nothing")
    func tapOnNothing() {
        let taps = Taps()
        let drawing = host(
            HStack {
                Text("a").onTapGesture { taps.names.append("a") }
                Text("b").onTapGesture { taps.names.append("b") }
            }, columns: 9, rows: 1)
        #expect(!drawing.tap(column: 4, row: 0))
        #expect(taps.names.isEmpty)
    }

    @Test("of two tappable views in a ZStack, the one drawn on top gets the tap")
    func topmostWins() {
        let taps = Taps()
        let drawing = host(
            ZStack {
                Rectangle().fill().onTapGesture { taps.names.append("below") }
                Text("top").onTapGesture { taps.names.append("top") }
            }.onTapGesture { taps.names.append("outer") }, columns: 9, rows: 3)
        drawing.tap(column: 4, row: 1)
        drawing.tap(column: 0, row: 0)
        #expect(taps.names == ["top", "below"])
    }

    @Test("a view whose frame starts halfway into a cell is tapped where it is drawn")
    func halfCellFrame() {
        let taps = Taps()
        // One row of text centred on a two-row screen: its frame runs from 8 to 24 points, half
        // a cell down, and rounding draws it in row 1.
        let drawing = host(
            Text("?").onTapGesture { taps.names.append("?") }, columns: 3, rows: 2)
        let row = drawing.screen.lines.firstIndex { $0.contains("?") }
        #expect(row == 1)
        #expect(drawing.tap(column: 1, row: 1))
        #expect(!drawing.tap(column: 1, row: 0))
        #expect(taps.names == ["?"])
    }

    @Test("a view made invisible with opacity(0) cannot be tapped")
    func invisibleIsNotTappable() {
        let taps = Taps()
        let drawing = host(
            Rectangle().fill().onTapGesture { taps.names.append("hidden") }.opacity(0),
            columns: 2, rows: 1)
        #expect(!drawing.tap(column: 0, row: 0))
        #expect(taps.names.isEmpty)
    }
}

extension HitTestingTests {
    @Test("a tap on the empty part of a tappable stack runs nothing: only drawn content takes taps")
    func gapsAreNotTappable() {
        let taps = Taps()
        let drawing = host(
            HStack(spacing: 16) {
                Text("a")
                Text("b")
            }.onTapGesture { taps.names.append("stack") }, columns: 4, rows: 1)
        #expect(drawing.screen.lines == ["a  b"])
        #expect(!drawing.tap(column: 1, row: 0))
        #expect(drawing.tap(column: 3, row: 0))
        #expect(taps.names == ["stack"])
    }
}
