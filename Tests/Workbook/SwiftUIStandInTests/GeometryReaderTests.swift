import SwiftUIStandIn
import Testing

@MainActor
@Suite struct GeometryReaderTests {
    @Test("GeometryReader reports the whole screen's size in points when it is the screen")
    func reportsTheScreen() {
        let drawn = lines(
            of: GeometryReader { geometry in
                Text("\(Int(geometry.size.width))x\(Int(geometry.size.height))")
            }, columns: 10, rows: 2)
        #expect(drawn == ["80x32", ""])
    }

    @Test("GeometryReader beside a text in an HStack reports the width the text leaves")
    func reportsWhatItIsOffered() {
        let drawn = lines(
            of: HStack(spacing: 0) {
                Text("ab")
                GeometryReader { geometry in
                    Text("\(Int(geometry.size.width))")
                }
            }, columns: 10, rows: 1)
        #expect(drawn == ["ab64"])
    }

    @Test("padding around a GeometryReader takes the padding off the size it reports")
    func paddingShrinksTheReport() {
        let drawn = lines(
            of: GeometryReader { geometry in
                Text("\(Int(geometry.size.width))")
            }.padding(8), columns: 10, rows: 3)
        #expect(drawn == ["", " 64", ""])
    }
}
