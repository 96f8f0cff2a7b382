import SwiftUIStandIn

/// A host drawing `view` on a screen `columns` by `rows` cells (a cell is 8 by 16 points).
@MainActor
func host<V: View>(_ view: V, columns: Int, rows: Int) -> ViewHost<V> {
    ViewHost(view, columns: columns, rows: rows)
}

/// The rows `view` draws on a screen `columns` by `rows` cells.
@MainActor
func lines(of view: some View, columns: Int, rows: Int) -> [String] {
    host(view, columns: columns, rows: rows).screen.lines
}

extension DrawnView {
    /// The first view called `kind`, in drawing order.
    func first(_ kind: String) -> DrawnView? {
        all.first { $0.kind == kind }
    }
}
