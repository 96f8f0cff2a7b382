import Foundation

extension String {
    /// The string followed by spaces up to `width` characters (cut to `width` when longer), for columns.
    func padded(to width: Int) -> String {
        padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// How many terminal columns the string takes: East Asian wide characters (Hangul, CJK)
    /// take two, so a column of Korean words lines up.
    var columns: Int {
        unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
                width + 2
            default: width + 1
            }
        }
    }

    /// The string followed by spaces up to `width` terminal columns (never cut).
    func padded(toColumns width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - columns))
    }
}
