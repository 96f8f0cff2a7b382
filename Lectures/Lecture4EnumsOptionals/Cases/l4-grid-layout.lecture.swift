// exercise: l4-grid-layout
// kind: lecture
// expect: pass
// why: lecture4-grid-enum-optionals.txt, GridLayout's search (the lecture stores `bestLayout` in `rowCount` and `columnCount`; the workbook's function returns it). `smallestVariance!` is safe here: it is read only after the `nil` test.
// region: 1
var bestLayout: (rowCount: Int, columnCount: Int) = (1, itemCount)
var smallestVariance: Double?
for rows in 1...itemCount {
    let columns = (itemCount / rows) + (itemCount % rows > 0 ? 1 : 0)
    if (rows - 1) * columns < itemCount {
        let itemAspectRatio = sizeAspectRatio * (Double(rows)/Double(columns))
        let variance = abs(itemAspectRatio - desiredAspectRatio)
        if smallestVariance == nil || variance < smallestVariance! {
            smallestVariance = variance
            bestLayout = (rowCount: rows, columnCount: columns)
        }
    }
}
return bestLayout
