// exercise: l4-grid-location
// kind: lecture
// source: e-w-h/Memorize Memorize/GridLayout.swift@882b8c1e8631b3559b60eab6452085a60420b1ed
// expect: fail: should be inside the size
// why: the 2020 course's GridLayout as a student typed it, with a slip fixed four days later: `index & columnCount` (bitwise and) for the column, which puts item 5 of five columns beyond the right edge; and the lecture's `.zero` for a missing location, which the advice contrasts with `nil`.
// region: 1
if rowCount == 0 || columnCount == 0 {
    return CGPoint.zero
} else {
    return CGPoint(
        x: (CGFloat(index & columnCount) + 0.5) * itemSize.width,
        y: (CGFloat(index / columnCount) + 0.5) * itemSize.height
    )
}
