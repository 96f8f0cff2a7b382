// exercise: l4-grid-layout
// kind: lecture
// source: e-w-h/Memorize Memorize/GridLayout.swift@569281906adf0ac73370540d34eb3979370feaf9
// expect: fail: cannot be used on type 'GridLayout'
// why: the 2020 course's GridLayout search as a student typed it into the lecture's `init`: it reads `size` and stores into `rowCount` and `columnCount`, which the workbook's `static` search cannot; the workbook's words under the error say where the search moved.
// region: 1
var bestLayout: (rowCount: Int, columnCount: Int) = (1, itemCount)
var smallestVariance: Double?
let sizeAspectRatio = abs(Double(size.width/size.height))
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
rowCount = bestLayout.rowCount
columnCount = bestLayout.columnCount
