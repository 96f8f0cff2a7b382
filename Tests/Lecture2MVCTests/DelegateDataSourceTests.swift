import TestSupport
import Testing

@testable import Lecture2MVC

/// `mvc-delegate-data-source`: a view asks its data source for data and its delegate for
/// permission, and never learns what kind of object answers.
@Suite("mvc-delegate-data-source: A data source and a delegate")
struct DelegateDataSourceTests {
    /// Plays the Controller: holds the data, answers the list, and records what it is told.
    private final class FruitController: ListViewDataSource, ListViewDelegate {
        var fruits = ["apple", "banana", "cherry"]
        var selectable: (Int) -> Bool = { _ in true }
        private(set) var questions: [Int] = []
        private(set) var selections: [Int] = []

        func numberOfRows(in listView: ListView) -> Int { fruits.count }

        func listView(_ listView: ListView, textForRowAt row: Int) -> String { fruits[row] }

        func listView(_ listView: ListView, shouldSelectRowAt row: Int) -> Bool {
            questions.append(row)
            return selectable(row)
        }

        func listView(_ listView: ListView, didSelectRowAt row: Int) { selections.append(row) }
    }

    /// A data source that answers a count below zero, as a bug in a Controller might.
    private final class NegativeRows: ListViewDataSource {
        func numberOfRows(in listView: ListView) -> Int { -1 }
        func listView(_ listView: ListView, textForRowAt row: Int) -> String { "row \(row)" }
    }

    /// A list wired to `controller`, as a storyboard would wire it.
    private func makeList(_ controller: FruitController) -> ListView {
        let list = ListView()
        list.dataSource = controller
        list.delegate = controller
        return list
    }

    @Test("the list shows one line per row, in order, asked from the data source")
    func drawsRows() {
        let controller = FruitController()
        let list = makeList(controller)
        #expect(
            list.text == "apple\nbanana\ncherry",
            advice(
                en: "Ask `numberOfRows(in:)`, then `listView(_:textForRowAt:)` for rows 0..<count.",
                ko: "`numberOfRows(in:)`을 물은 뒤, 0..<count 행마다 `listView(_:textForRowAt:)`을 묻습니다."))
    }

    @Test("the list asks again each time it draws, so it shows the data as it is now")
    func asksEveryTime() {
        let controller = FruitController()
        let list = makeList(controller)
        _ = list.text
        controller.fruits = ["date"]
        #expect(
            list.text == "date",
            advice(
                en: "Don't keep a copy of the rows: a view never owns its data.",
                ko: "행을 복사해 두지 않습니다: 뷰는 자기 데이터를 소유하지 않습니다."))
    }

    @Test("a list with no rows, or no data source, is empty")
    func empty() {
        let controller = FruitController()
        controller.fruits = []
        #expect(makeList(controller).text == "")
        #expect(ListView().text == "")
    }

    @Test("a data source that counts fewer than no rows gets an empty list, not a crash")
    func negativeRowCount() async {
        // In a child process: a range `0..<-1` stops the program, which must fail this test only.
        await #expect(
            processExitsWith: .success,
            advice(
                en:
                    "A data source answered `numberOfRows(in:)` with -1: a count below zero means no rows, so the list is empty (a range `0..<n` stops the program when `n` is below 0).",
                ko:
                    "데이터 소스가 `numberOfRows(in:)`에 -1로 답했습니다: 0보다 작은 개수는 행이 없다는 뜻이므로 목록은 비어 있습니다(`0..<n` 범위는 `n`이 0보다 작으면 프로그램을 멈춥니다)."
            )
        ) {
            let source = NegativeRows()
            let list = ListView()
            list.dataSource = source
            precondition(list.text == "", "a list with fewer than no rows shows nothing")
            list.selectRow(at: 0)
            precondition(list.selectedRow == nil, "there is no row 0 to select")
        }
    }

    @Test("selecting a row asks the delegate first, then tells it")
    func selectAsksThenTells() {
        let controller = FruitController()
        let list = makeList(controller)
        list.selectRow(at: 1)
        #expect(
            controller.questions == [1],
            advice(
                en: "Ask `shouldSelectRowAt` before selecting.",
                ko: "선택하기 전에 `shouldSelectRowAt`을 묻습니다."))
        #expect(
            controller.selections == [1],
            advice(
                en: "Tell the delegate `didSelectRowAt` afterwards.",
                ko: "선택한 뒤에 델리게이트에 `didSelectRowAt`을 알립니다."))
        #expect(list.selectedRow == 1)
    }

    @Test("a row the delegate refuses is neither selected nor reported")
    func refused() {
        let controller = FruitController()
        controller.selectable = { $0 != 2 }
        let list = makeList(controller)
        list.selectRow(at: 0)
        list.selectRow(at: 2)
        #expect(controller.questions == [0, 2])
        #expect(
            controller.selections == [0],
            advice(
                en: "`didSelect` only follows a `true` from `shouldSelect`.",
                ko: "`didSelect`는 `shouldSelect`가 `true`를 돌려줬을 때만 뒤따릅니다."))
        #expect(list.selectedRow == 0)
    }

    @Test("a row outside the list is ignored", arguments: [-1, 3, 100])
    func outside(row: Int) {
        let controller = FruitController()
        let list = makeList(controller)
        list.selectRow(at: row)
        #expect(
            controller.selections.isEmpty,
            advice(
                en: "Rows are 0 up to, but not including, the count.",
                ko: "행은 0부터 개수 바로 앞까지입니다(개수는 포함하지 않음)."))
        #expect(list.selectedRow == nil)
    }

    @Test("without a delegate every row of the list may be selected")
    func noDelegate() {
        let controller = FruitController()
        let list = ListView()
        list.dataSource = controller
        list.selectRow(at: 2)
        #expect(
            list.selectedRow == 2,
            advice(
                en: "With no delegate to ask, the answer is yes.", ko: "물어볼 델리게이트가 없으면 답은 ‘예’입니다."))
    }

    @Test("the list holds its data source and delegate weakly")
    func weakReferences() {
        let list = ListView()
        do {
            let controller = FruitController()
            list.dataSource = controller
            list.delegate = controller
        }
        #expect(
            list.dataSource == nil,
            advice(
                en: "The Controller owns the view, not the other way round.",
                ko: "뷰를 소유하는 것은 컨트롤러이고, 그 반대가 아닙니다."))
        #expect(list.delegate == nil)
    }
}
