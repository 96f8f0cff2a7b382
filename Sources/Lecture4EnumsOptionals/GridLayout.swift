import Foundation

/// Splits a rectangle into equal cells, one per item, shaped as nearly as possible as asked.
///
/// The lecture hands this type out as boilerplate; this copy keeps its algorithm exactly and fixes
/// two rough edges: negative, NaN or infinite sizes, which the lecture's guard let through, give
/// the zero layout instead of nonsense cells, and `location(ofItemAt:)` answers `nil` for an index
/// that is not one of the items instead of inventing a point.
///
/// ```swift
/// let size = CGSize(width: 60, height: 40)
/// let layout = GridLayout(itemCount: 6, nearAspectRatio: 2.0 / 3.0, in: size)
/// layout.rowCount     // 2
/// layout.columnCount  // 3
/// layout.itemSize     // 20 by 20: aspect ratio 1, the nearest to 2/3 of any layout
/// ```
struct GridLayout {
    /// The rectangle being split, exactly as it was given.
    private(set) var size: CGSize
    /// How many rows of cells; 0 in the zero layout.
    private(set) var rowCount: Int = 0
    /// How many columns of cells; 0 in the zero layout.
    private(set) var columnCount: Int = 0
    /// How many of the cells hold an item; 0 in the zero layout.
    private(set) var itemCount: Int = 0

    /// Chooses the row count whose cells are closest in shape to `desiredAspectRatio`.
    ///
    /// When `size` is not a positive, finite rectangle or `itemCount` is not positive there is no
    /// sensible layout, and this one stays the zero layout: no rows, no columns, zero item size.
    ///
    /// - Parameters:
    ///   - itemCount: How many items need a cell.
    ///   - desiredAspectRatio: The cell shape to aim for, as width divided by height.
    ///   - size: The rectangle to split.
    /// - Complexity: O(*n*), where *n* is `itemCount`: the lecture tries every row count.
    init(itemCount: Int, nearAspectRatio desiredAspectRatio: Double = 1, in size: CGSize) {
        self.size = size
        guard Self.isUsable(size.width), Self.isUsable(size.height), itemCount > 0 else { return }
        let sizeAspectRatio = Double(size.width / size.height)
        let bestLayout = Self.bestLayout(
            itemCount: itemCount,
            sizeAspectRatio: sizeAspectRatio,
            desiredAspectRatio: desiredAspectRatio
        )
        rowCount = bestLayout.rowCount
        columnCount = bestLayout.columnCount
        self.itemCount = itemCount
    }

    /// A length can be split into cells only if it is a real, positive number.
    private static func isUsable(_ length: CGFloat) -> Bool {
        length.isFinite && length > 0
    }

    // MARK: - Finding the Best Layout

    /// Tries every row count and keeps the first whose cells vary least from the desired shape.
    ///
    /// For `rows` from 1 through `itemCount`, `columns` is the fewest that hold every item
    /// (`itemCount / rows`, rounded up). A row count qualifies only if it leaves no row empty,
    /// `(rows - 1) * columns < itemCount`, so three items never get four rows. Its cells have the
    /// shape `itemAspectRatio = sizeAspectRatio * (Double(rows) / Double(columns))` (divide first,
    /// as the lecture does), and the best layout has the smallest
    /// `abs(itemAspectRatio - desiredAspectRatio)`; on a tie the fewer rows win.
    ///
    /// - Returns: The best `(rowCount, columnCount)`; `itemCount` is at least 1 here.
    private static func bestLayout(
        itemCount: Int,
        sizeAspectRatio: Double,
        desiredAspectRatio: Double
    ) -> (rowCount: Int, columnCount: Int) {
        // BEGIN SOLUTION l4-grid-layout
        // One row always fits and is the first layout tried, so it is where the search starts;
        // starting the variance at infinity replaces the lecture's `smallestVariance!`.
        var bestLayout: (rowCount: Int, columnCount: Int) = (1, itemCount)
        var smallestVariance = Double.infinity
        for rows in 1...itemCount {
            let columns = (itemCount / rows) + (itemCount % rows > 0 ? 1 : 0)
            if (rows - 1) * columns < itemCount {
                let itemAspectRatio = sizeAspectRatio * (Double(rows) / Double(columns))
                let variance = abs(itemAspectRatio - desiredAspectRatio)
                if variance < smallestVariance {
                    smallestVariance = variance
                    bestLayout = (rowCount: rows, columnCount: columns)
                }
            }
        }
        return bestLayout
        // STUB
        // (rowCount: 0, columnCount: 0)
        // END SOLUTION
    }

    // MARK: - Placing Items

    /// The size of one cell: the whole size shared out over the columns and rows.
    var itemSize: CGSize {
        if rowCount == 0 || columnCount == 0 {
            return CGSize.zero
        } else {
            return CGSize(
                width: size.width / CGFloat(columnCount),
                height: size.height / CGFloat(rowCount)
            )
        }
    }

    /// The centre of the cell of the item at `index`, counting left to right, then top to bottom.
    ///
    /// - Returns: `nil` when `index` is not one of the items (negative, or not less than
    ///   `itemCount`) and always in the zero layout: an item that has no cell has no location.
    func location(ofItemAt index: Int) -> CGPoint? {
        // BEGIN SOLUTION l4-grid-location
        guard index >= 0, index < itemCount, columnCount > 0 else { return nil }
        return CGPoint(
            x: (CGFloat(index % columnCount) + 0.5) * itemSize.width,
            y: (CGFloat(index / columnCount) + 0.5) * itemSize.height
        )
        // STUB
        // nil
        // END SOLUTION
    }
}
