// exercise: l4-grid-location
// kind: lecture
// expect: fail: The 2020 lecture's `location(ofItemAt:)` returns `.zero`
// why: lecture4-grid-enum-optionals.txt, location(ofItemAt:). The lecture answers `.zero` for an item with no cell; the workbook's `CGPoint?` says "no location" with `nil`, the Optional lesson of the same lecture.
// region: 1
if rowCount == 0 || columnCount == 0 {
    return CGPoint.zero
} else {
    return CGPoint(
        x: (CGFloat(index % columnCount) + 0.5) * itemSize.width,
        y: (CGFloat(index / columnCount) + 0.5) * itemSize.height
    )
}
