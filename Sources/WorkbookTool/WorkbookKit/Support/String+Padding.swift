import Foundation
import WorkbookLanguage

extension String {
    /// The string followed by spaces up to `width` characters (cut to `width` when longer), for columns.
    package func padded(to width: Int) -> String {
        padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// How many terminal columns the string takes (`TerminalColumns`, the game's rule too), so a
    /// column of Korean words lines up.
    var columns: Int { TerminalColumns.of(self) }

    /// The string followed by spaces up to `width` terminal columns (never cut).
    func padded(toColumns width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - columns))
    }
}
