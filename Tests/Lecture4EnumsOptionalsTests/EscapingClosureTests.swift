import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-on-tap-escaping`: `Grid` keeps the closure it is given and calls it later, each time it is
/// drawn, so the closure escapes the call that passed it in.
@MainActor
@Suite("l4-on-tap-escaping: Store a closure to call later")
struct EscapingClosureTests {
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

    /// Counts how often the grid asked for an item's view.
    final class Counter {
        var calls = 0
    }

    /// Three items, A, B and C.
    private let items = ["A", "B", "C"].enumerated().map { Item(id: $0.offset, name: $0.element) }

    /// A grid of `items` whose every call for a view is counted by `counter`.
    private func grid(counting counter: Counter) -> Grid<Item, Label> {
        Grid(items: items) { item in
            counter.calls += 1
            return Label(name: item.name)
        }
    }

    @Test("making a grid makes no item's view yet")
    func initMakesNoView() {
        let counter = Counter()
        _ = grid(counting: counter)
        let calls = counter.calls
        #expect(
            calls == 0,
            advice(
                en:
                    "`Grid(items:viewForItem:)` made \(calls) views before anything was drawn: `init` should keep `viewForItem` for `body` to call when the grid is drawn.",
                ko:
                    "`Grid(items:viewForItem:)`이 아무것도 그리기 전에 뷰를 \(calls)개 만들었습니다: `init`은 `viewForItem`을 간직하고, 그리드를 그릴 때 `body`가 그것을 호출해야 합니다.",
                premise: .observed(is: "\(calls)")))
    }

    @Test("every drawing of the grid asks viewForItem for each item's view afresh")
    func everyDrawCallsTheClosure() {
        let counter = Counter()
        let host = ViewHost(grid(counting: counter), columns: 12, rows: 2)
        _ = host.screen
        let afterInitAndOneDraw = counter.calls
        host.root = grid(counting: counter)
        _ = host.screen
        let calls = counter.calls - afterInitAndOneDraw
        #expect(
            calls == items.count,
            advice(
                en:
                    "Drawing the grid again asked `viewForItem` for \(calls) views, not one per item (\(items.count)): a view is made from the current state each time it is drawn, so `body` calls the stored closure then.",
                ko:
                    "그리드를 다시 그릴 때 `viewForItem`에게 뷰를 항목마다 하나씩(\(items.count)개)이 아니라 \(calls)개 요청했습니다: 뷰는 그릴 때마다 현재 상태로 만들어지므로, `body`가 그때 저장된 클로저를 호출합니다.",
                premise: .observed(is: "\(calls)")))
    }

    @Test("each item's view is the one its closure makes for it")
    func eachItemGetsItsView() {
        let host = ViewHost(grid(counting: Counter()), columns: 12, rows: 2)
        let texts = host.tree.identified.map { $0.all("Text").compactMap(\.text) }
        #expect(
            texts == [["A"], ["B"], ["C"]],
            advice(
                en: "The grid should show each item's view, made for that item, in order.",
                ko: "그리드는 항목마다 그 항목을 위해 만든 뷰를 순서대로 보여 주어야 합니다."))
    }
}
