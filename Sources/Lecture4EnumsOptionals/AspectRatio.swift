/// The shape of a block of text `columns` characters wide and `lines` tall, as width divided by
/// height: what `GridLayout`'s `nearAspectRatio:` asks for. `nil` when either is not positive,
/// since a shape without width or height has no ratio.
///
/// Swift never converts between number types by itself, so `columns / lines` is an `Int` division
/// that throws the remainder away: 3 / 2 is 1. Convert each `Int` to `Double` *before* dividing,
/// as `GridLayout` does with `Double(rows) / Double(columns)`; `Double(columns / lines)` converts
/// too late. `CGFloat` is a third, separate type: `CGFloat(columnCount)` in `GridLayout.itemSize`.
///
/// The screen's `.aspectRatio(2 / 3, contentMode: .fit)` divides two literals, not two `Int`s: a
/// literal takes the type its place asks for, `CGFloat` there, so `2 / 3` is two thirds.
func aspectRatio(columns: Int, lines: Int) -> Double? {
    // BEGIN SOLUTION l4-aspect-ratio
    guard columns > 0, lines > 0 else { return nil }
    return Double(columns) / Double(lines)
    // STUB
    // nil
    // END SOLUTION
}
