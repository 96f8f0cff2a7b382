import Foundation
import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-grid-body`: the `Grid`'s body reads its space with a `GeometryReader`, makes each item's
/// view with `ForEach`, sizes it to its cell with `frame` and moves it there with `position`.
@MainActor
@Suite("l4-grid-body: The Grid's body: GeometryReader, ForEach, frame and position")
struct GridBodyTests {
    /// An item with an identity and a letter to show.
    struct Item: Identifiable {
        var id: Int
        var name: String
    }

    /// A view that shows its item's letter.
    struct Label: View {
        var name: String
        var body: some View {
            Text(name)
        }
    }

    /// A screen: how many items the grid holds, and its size in columns and rows.
    struct Space: CustomTestStringConvertible, Sendable {
        var items: Int
        var columns: Int
        var rows: Int

        /// The screen's size in points, all of which the grid is given.
        var size: CGSize {
            CGSize(width: columns * 8, height: rows * 16)
        }

        var testDescription: String { "\(items) items on \(columns) by \(rows)" }
    }

    /// Screens of several shapes, some whose cells do not fall on whole character cells.
    nonisolated static let screens = [
        Space(items: 6, columns: 40, rows: 12), Space(items: 8, columns: 80, rows: 17),
        Space(items: 8, columns: 30, rows: 30), Space(items: 3, columns: 20, rows: 5),
        Space(items: 5, columns: 61, rows: 23),
    ]

    /// A host drawing a grid of `screen.items` letters on `screen`.
    private func host(_ screen: Space) -> ViewHost<Grid<Item, Label>> {
        let items = (0..<screen.items).map { Item(id: $0, name: Self.letter($0)) }
        return ViewHost(
            Grid(items: items) { item in Label(name: item.name) }, columns: screen.columns,
            rows: screen.rows)
    }

    /// The letter item `index` shows: A, B, C and so on.
    private static func letter(_ index: Int) -> String {
        String(UnicodeScalar(UInt8(65 + index)))
    }

    /// `point` to a thousandth of a point, so that two ways of working it out compare equal.
    private static func rounded(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * 1000).rounded() / 1000, y: (point.y * 1000).rounded() / 1000)
    }

    /// The `frame` view around item `index`'s view, inside the view `ForEach` made for it.
    private func framedItem(_ index: Int, in host: ViewHost<Grid<Item, Label>>) -> DrawnView? {
        host.tree.identified.first { $0.id == AnyHashable(index) }?.all("frame").first
    }

    @Test("the grid reads the space it is given with a GeometryReader", arguments: screens)
    func readsItsSpace(screen: Space) {
        let reader = host(screen).tree.all("GeometryReader").first?.frame
        #expect(
            reader == CGRect(origin: .zero, size: screen.size),
            reader == nil
                ? advice(
                    en:
                        "The grid draws no `GeometryReader`, so it never learns how much space it has to share out among its items.",
                    ko:
                        "그리드가 `GeometryReader`를 그리지 않아서, 항목들에게 나눠 줄 공간이 얼마인지 알 수 없습니다.",
                    premise: .observedIsNil)
                : advice(
                    en:
                        "The grid's `GeometryReader` should be given the whole screen, \(screen.size), and be the first thing the body draws.",
                    ko:
                        "그리드의 `GeometryReader`는 화면 전체 \(screen.size)를 받아야 하고, body가 가장 먼저 그리는 뷰여야 합니다.",
                    premise: .observedIsNotNil))
    }

    @Test("each item's view is framed at the size of its cell", arguments: screens)
    func framedAtCellSize(screen: Space) {
        let host = host(screen)
        let layout = GridLayout(itemCount: screen.items, in: screen.size)
        let cell = layout.itemSize
        for index in 0..<screen.items {
            let size = framedItem(index, in: host)?.frame.size
            #expect(
                size == cell,
                size == nil
                    ? advice(
                        en:
                            "Item \(index)'s view has no `frame`: size each item's view to its cell, the layout's item size (\(cell)).",
                        ko:
                            "\(index)번 항목의 뷰에 `frame`이 없습니다: 항목마다 뷰 크기를 자기 칸 크기, 곧 레이아웃의 항목 크기(\(cell))에 맞춥니다.",
                        premise: .observedIsNil)
                    : advice(
                        en:
                            "Item \(index)'s view is framed, but not at its cell's size (\(cell)), the item size of a layout made for the space the grid is given.",
                        ko:
                            "\(index)번 항목의 뷰에 `frame`은 있지만 자기 칸 크기(\(cell))가 아닙니다: 그리드가 받은 공간으로 만든 레이아웃의 항목 크기여야 합니다.",
                        premise: .observedIsNotNil))
        }
    }

    @Test("each item's view is centred on its layout location", arguments: screens)
    func placedAtLocation(screen: Space) {
        let host = host(screen)
        let layout = GridLayout(itemCount: screen.items, in: screen.size)
        let centers = (0..<screen.items).map { index in
            (framedItem(index, in: host)?.frame).map {
                Self.rounded(CGPoint(x: $0.midX, y: $0.midY))
            }
        }
        let locations = (0..<screen.items).map { layout.location(ofItemAt: $0).map(Self.rounded) }
        // One mistake said once: every view on one point, where the layout spreads them out.
        if let first = centers.first ?? nil, centers.count > 1, centers.allSatisfy({ $0 == first }),
            locations.contains(where: { $0 != locations[0] })
        {
            let stacked = centers.count { $0 == first }
            #expect(
                stacked == 1,
                advice(
                    en:
                        "All \(stacked) items' views are centred on the same point, \(first), one over another, where the layout gives each item a cell of its own, centred elsewhere.",
                    ko:
                        "항목 \(stacked)개의 뷰가 모두 같은 점 \(first)에 중심을 두고 겹쳐 있습니다. 레이아웃은 항목마다 중심이 다른 자기 칸을 줍니다.",
                    premise: .observed(is: "\(stacked)")))
            return
        }
        for index in 0..<screen.items {
            let center = centers[index]
            let expected = locations[index]
            let place = expected.map { "\($0)" } ?? "none"
            #expect(
                center == expected,
                center == nil
                    ? advice(
                        en:
                            "Item \(index)'s view has no `frame`, so it has no cell to be placed in.",
                        ko: "\(index)번 항목의 뷰에 `frame`이 없어서, 놓일 칸이 없습니다.",
                        premise: .observedIsNil)
                    : advice(
                        en:
                            "Item \(index)'s view should be centred on the centre of its own cell (\(place)), the layout's location for the item's index in `items`.",
                        ko:
                            "\(index)번 항목의 뷰는 자기 칸의 중심(\(place)), 곧 `items`에서 찾은 항목의 인덱스에 대한 레이아웃의 위치에 놓여야 합니다.",
                        premise: .observedIsNotNil))
        }
    }

    @Test("every item's view is drawn, once, where nothing hides it", arguments: screens)
    func everyItemVisible(screen: Space) {
        let text = host(screen).screen.lines.joined()
        let letters = (0..<screen.items).map(Self.letter)
        let counts = letters.map { letter in text.filter { String($0) == letter }.count }
        // Each kind of fault said once, for all its letters, with what the screen does show.
        let missing = zip(letters, counts).filter { $0.1 == 0 }.map(\.0)
        let repeated = zip(letters, counts).filter { $0.1 > 1 }.map(\.0)
        let shown = zip(letters, counts).filter { $0.1 > 0 }.map(\.0)
        let list = missing.joined(separator: ", ")
        let seen = shown.isEmpty ? "none" : shown.joined(separator: ", ")
        #expect(
            missing.count == 0,
            advice(
                en:
                    "\(list) \(missing.count == 1 ? "is" : "are") not on the screen (it shows: \(seen)): an item's view drawn over another one, or outside the grid, cannot be seen.",
                ko:
                    "\(Particle.topic.after(list)) 화면에 없습니다(화면에 보이는 것: \(seen)). 다른 항목 위에 겹쳐 그리거나 그리드 밖에 그린 뷰는 보이지 않습니다.",
                premise: .observed(is: "\(missing.count)")))
        let twice = repeated.joined(separator: ", ")
        #expect(
            repeated.count == 0,
            advice(
                en: "\(twice) should appear once each, in its own cell, but the screen shows more.",
                ko: "\(Particle.topic.after(twice)) 각각 자기 칸에 한 번 나와야 하는데, 화면에는 더 나옵니다.",
                premise: .observed(is: "\(repeated.count)")))
    }

    @Test("no items, or no room, draw nothing and never trap")
    func nothingToDraw() {
        let empty = host(Space(items: 0, columns: 12, rows: 4))
        #expect(empty.tree.identified.isEmpty)
        #expect(empty.screen.lines.allSatisfy { $0.isEmpty })
        let noRoom = host(Space(items: 3, columns: 0, rows: 0))
        #expect(
            noRoom.tree.identified.isEmpty,
            advice(
                en:
                    "A grid given no space has no cells, so no item has a location: draw nothing for an item without one.",
                ko: "공간을 받지 못한 그리드에는 칸이 없어서 어느 항목에도 위치가 없습니다: 위치가 없는 항목은 그리지 않습니다."))
    }
}
