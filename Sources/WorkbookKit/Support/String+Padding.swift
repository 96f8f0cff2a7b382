import Foundation

extension String {
    /// The string followed by spaces up to `width` characters (cut to `width` when longer), for columns.
    func padded(to width: Int) -> String {
        padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
