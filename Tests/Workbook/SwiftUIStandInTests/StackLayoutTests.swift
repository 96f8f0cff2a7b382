import SwiftUIStandIn
import Testing

@MainActor
@Suite struct StackLayoutTests {
    @Test("shapes in an HStack share its width equally, one column of spacing apart")
    func shapesShareTheWidth() {
        let tree = host(
            HStack {
                Rectangle().fill()
                Rectangle().fill()
            }, columns: 10, rows: 1
        ).tree
        let shapes = tree.all("Rectangle.fill")
        #expect(shapes.map(\.frame.width) == [36, 36])
        #expect(shapes.map(\.frame.minX) == [0, 44])
    }

    @Test("text takes only the width it needs and a shape beside it takes the rest")
    func textIsLessFlexibleThanAShape() {
        let tree = host(
            HStack {
                Rectangle().fill()
                Text("hello")
            }, columns: 12, rows: 1
        ).tree
        // Half each would be 44 points: the text, less flexible, is offered its share first and
        // takes 40, so the shape before it gets the 48 left.
        #expect(tree.first("Text")?.frame.width == 40)
        #expect(tree.first("Rectangle.fill")?.frame.width == 48)
    }

    @Test("an HStack of texts is drawn left to right, centered on the screen")
    func textsInARow() {
        let drawn = lines(
            of: HStack {
                Text("ab")
                Text("cd")
            }, columns: 9, rows: 1)
        #expect(drawn == ["  ab cd"])
    }

    @Test("a VStack puts its views top to bottom, each centered across")
    func textsInAColumn() {
        let drawn = lines(
            of: VStack(spacing: 0) {
                Text("one")
                Text("three")
            }, columns: 5, rows: 2)
        #expect(drawn == [" one", "three"])
    }

    @Test("a Spacer pushes the views beside it to the stack's ends")
    func spacerPushesApart() {
        let drawn = lines(
            of: HStack {
                Text("a")
                Spacer()
                Text("b")
            }, columns: 6, rows: 1)
        #expect(drawn == ["a    b"])
    }

    @Test("a ZStack draws its views on top of each other, the last on top")
    func zStackLayers() {
        let drawn = lines(
            of: ZStack {
                Rectangle().fill()
                Text("hi")
            }, columns: 4, rows: 1)
        #expect(drawn == ["█hi█"])
    }
}
