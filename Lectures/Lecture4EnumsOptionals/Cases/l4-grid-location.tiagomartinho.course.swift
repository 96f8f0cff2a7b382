// exercise: l4-grid-location
// kind: lecture
// source: tiagomartinho/memorize memorize/View/GridLayout.swift@0bcc719addea1af0c2e50c56bb9e6951b594424d
// expect: fail: The 2020 lecture's `location(ofItemAt:)` returns `.zero`
// why: the 2020 course's GridLayout as students used it: `.zero` for an item with no cell, which the advice contrasts with the workbook's `nil`.
// region: 1
if rowCount == 0 || columnCount == 0 {
    return CGPoint.zero
} else {
    return CGPoint(
        x: (CGFloat(index % columnCount) + 0.5) * itemSize.width,
        y: (CGFloat(index / columnCount) + 0.5) * itemSize.height
    )
}
