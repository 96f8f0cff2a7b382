import Testing

@testable import Lecture2MVC

/// `mvc-delegate-data-source`: a view asks its data source for data and its delegate for
/// permission, and never learns what kind of object answers.
@Suite struct DelegateDataSourceTests {
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
            "Ask `numberOfRows(in:)`, then `listView(_:textForRowAt:)` for rows 0..<count.")
    }

    @Test("the list asks again each time it draws, so it shows the data as it is now")
    func asksEveryTime() {
        let controller = FruitController()
        let list = makeList(controller)
        _ = list.text
        controller.fruits = ["date"]
        #expect(list.text == "date", "Don't keep a copy of the rows: a view never owns its data.")
    }

    @Test("a list with no rows, or no data source, is empty")
    func empty() {
        let controller = FruitController()
        controller.fruits = []
        #expect(makeList(controller).text == "")
        #expect(ListView().text == "")
    }

    @Test("selecting a row asks the delegate first, then tells it")
    func selectAsksThenTells() {
        let controller = FruitController()
        let list = makeList(controller)
        list.selectRow(at: 1)
        #expect(controller.questions == [1], "Ask `shouldSelectRowAt` before selecting.")
        #expect(controller.selections == [1], "Tell the delegate `didSelectRowAt` afterwards.")
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
            controller.selections == [0], "`didSelect` only follows a `true` from `shouldSelect`.")
        #expect(list.selectedRow == 0)
    }

    @Test("a row outside the list is ignored", arguments: [-1, 3, 100])
    func outside(row: Int) {
        let controller = FruitController()
        let list = makeList(controller)
        list.selectRow(at: row)
        #expect(controller.selections.isEmpty, "Rows are 0 up to, but not including, the count.")
        #expect(list.selectedRow == nil)
    }

    @Test("without a delegate every row of the list may be selected")
    func noDelegate() {
        let controller = FruitController()
        let list = ListView()
        list.dataSource = controller
        list.selectRow(at: 2)
        #expect(list.selectedRow == 2, "With no delegate to ask, the answer is yes.")
    }

    @Test("the list holds its data source and delegate weakly")
    func weakReferences() {
        let list = ListView()
        do {
            let controller = FruitController()
            list.dataSource = controller
            list.delegate = controller
        }
        #expect(list.dataSource == nil, "The Controller owns the view, not the other way round.")
        #expect(list.delegate == nil)
    }
}
