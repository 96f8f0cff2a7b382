/// Where a `ListView` gets the rows it shows, like `UITableViewDataSource`: a view never owns the
/// data it displays, so it asks for it every time it draws.
protocol ListViewDataSource: AnyObject {
    /// How many rows the list has.
    func numberOfRows(in listView: ListView) -> Int
    /// The text of row `row`, for each row from 0 up to, but not including, the number of rows.
    func listView(_ listView: ListView, textForRowAt row: Int) -> String
}

/// Whom a `ListView` asks *should* and tells *did*, like `UITableViewDelegate`.
protocol ListViewDelegate: AnyObject {
    /// Whether a tap on row `row` may select it.
    func listView(_ listView: ListView, shouldSelectRowAt row: Int) -> Bool
    /// Row `row` has just been selected.
    func listView(_ listView: ListView, didSelectRowAt row: Int)
}

/// A list of rows drawn as text, to show MVC's other two *blind and structured* channels from
/// the View to the Controller: a data source and a delegate.
///
/// The list knows nothing about the app that uses it; it only knows two protocols. Both
/// references are `weak`, because the Controller owns the view: a strong reference back would
/// keep both alive forever. That is also why the protocols are `AnyObject`: only a class can be
/// referenced weakly.
final class ListView {
    /// Answers "how many rows?" and "what is in row n?".
    weak var dataSource: ListViewDataSource?
    /// Answers "should I?" and hears "I did".
    weak var delegate: ListViewDelegate?
    /// Every row's text, one per line, asked from the data source now: no data source, no rows.
    var text: String {
        // BEGIN SOLUTION mvc-delegate-data-source
        guard let dataSource else { return "" }
        let rowCount = max(0, dataSource.numberOfRows(in: self))
        return (0..<rowCount)
            .map { row in dataSource.listView(self, textForRowAt: row) }
            .joined(separator: "\n")
        // STUB
        // ""
        // END SOLUTION
    }

    // BEGIN SOLUTION mvc-delegate-data-source
    /// The row selected last, or `nil` before any selection.
    ///
    /// Anyone may read it, but only a tap (`selectRow(at:)`) may change it: `private(set)`
    /// keeps the setter inside this type, so nobody can select a row the delegate refused.
    private(set) var selectedRow: Int?

    /// What a tap on row `row` does: selects it if the delegate agrees, then tells the delegate.
    ///
    /// Without a delegate every row may be selected, as in UIKit. A row that is not in the list
    /// is ignored.
    func selectRow(at row: Int) {
        let rowCount = dataSource?.numberOfRows(in: self) ?? 0
        guard 0 <= row, row < rowCount,
            delegate?.listView(self, shouldSelectRowAt: row) ?? true
        else { return }
        selectedRow = row
        delegate?.listView(self, didSelectRowAt: row)
    }
    // STUB
    // /// The row selected last, or `nil` before any selection.
    // var selectedRow: Int?
    //
    // /// What a tap on row `row` does.
    // func selectRow(at row: Int) {
    //     // Ask the delegate whether the row may be selected; if so, select it and tell the delegate.
    // }
    // END SOLUTION
}
