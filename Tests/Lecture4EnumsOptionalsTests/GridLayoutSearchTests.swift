import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-grid-layout`: of all the grids that leave no row empty, `GridLayout` picks the one whose
/// cells are closest in shape to the desired aspect ratio, and the first row count on a tie.
@Suite struct GridLayoutSearchTests {
    /// One input with the grid it must give, worked out by hand.
    struct Example: CustomTestStringConvertible, Sendable {
        var itemCount: Int
        var width: Double
        var height: Double
        var ratio: Double
        var rows: Int
        var columns: Int
        var why: String

        var testDescription: String {
            "\(itemCount) items in \(width) by \(height) near \(ratio): \(rows) by \(columns)"
        }
    }

    static let examples: [Example] = [
        Example(
            itemCount: 4, width: 100, height: 100, ratio: 1, rows: 2, columns: 2,
            why: "Two rows of two give square cells in a square."),
        Example(
            itemCount: 5, width: 250, height: 50, ratio: 1, rows: 1, columns: 5,
            why: "A strip exactly five squares wide fits five squares in a row."),
        Example(
            itemCount: 7, width: 30, height: 210, ratio: 1, rows: 7, columns: 1,
            why:
                "A strip one square wide stacks every item in its own row; try up to `itemCount` rows."
        ),
        Example(
            itemCount: 6, width: 60, height: 40, ratio: 2.0 / 3.0, rows: 2, columns: 3,
            why: "Two rows of three give square cells, the nearest shape to 2/3 of any grid."),
        Example(
            itemCount: 3, width: 10, height: 40, ratio: 0.25, rows: 2, columns: 2,
            why: "Three items need two columns when split over two rows: round the columns up."),
        Example(
            itemCount: 2, width: 10, height: 10, ratio: 1.25, rows: 1, columns: 2,
            why:
                "Cells of 1/2 and of 2 are both 0.75 from 1.25: on a tie the first row count tried wins."
        ),
        Example(
            itemCount: 1_000_000, width: 1000, height: 1000, ratio: 1, rows: 1000, columns: 1000,
            why: "A thousand rows of a thousand give square cells."),
        Example(
            itemCount: 12, width: 10, height: 10, ratio: .nan, rows: 1, columns: 12,
            why: "No grid is closer to NaN than another, so the first one tried, one row, is kept."),
        Example(
            itemCount: 12, width: 10, height: 10, ratio: .infinity, rows: 1, columns: 12,
            why: "Every grid is infinitely far from an infinite ratio: a tie, so one row is kept."),
    ]

    @Test("worked examples give the grid with the nearest cell shape", arguments: examples)
    func workedExamples(example: Example) {
        let layout = GridLayout(
            itemCount: example.itemCount, nearAspectRatio: example.ratio,
            in: CGSize(width: example.width, height: example.height))
        #expect(layout.rowCount == example.rows, "\(example.why)")
        #expect(layout.columnCount == example.columns, "\(example.why)")
    }

    @Test("the cells share out the size: width over columns, height over rows")
    func itemSizeFollowsTheGrid() {
        let layout = GridLayout(
            itemCount: 6, nearAspectRatio: 2.0 / 3.0, in: CGSize(width: 60, height: 40))
        #expect(layout.itemSize == CGSize(width: 20, height: 20))
        #expect(layout.itemCount == 6, "The layout remembers how many items it holds.")
    }

    @Test(
        "for thousands of random sizes, counts and ratios no grid is nearer, nor as near and earlier"
    )
    func nothingIsNearer() {
        var generator = SeededRandomNumberGenerator(seed: 4)
        var checks: [Check] = []
        for _ in 0..<3000 {
            checks.append(
                Check(
                    itemCount: Int.random(in: 1...60, using: &generator),
                    size: CGSize(
                        width: Double.random(in: 1...2000, using: &generator),
                        height: Double.random(in: 1...2000, using: &generator)
                    ),
                    ratio: Double.random(in: 0.1...4, using: &generator)
                ))
        }
        expectTheBestGrid(for: checks)
    }

    @Test("extreme but valid sizes and ratios still give the best grid")
    func extremeValues() {
        let lengths: [CGFloat] = [
            .leastNonzeroMagnitude, 1e-300, 0.001, 1, 1e300, .greatestFiniteMagnitude,
        ]
        let ratios: [Double] = [0, 1e-300, 1, 1e300, .infinity, -.infinity, -1]
        var checks: [Check] = []
        for width in lengths {
            for height in lengths {
                for ratio in ratios {
                    checks.append(
                        Check(
                            itemCount: 12, size: CGSize(width: width, height: height), ratio: ratio)
                    )
                }
            }
        }
        expectTheBestGrid(for: checks)
    }

    @Test(
        "no items, or a size that is zero or negative, gives the zero layout",
        arguments: [
            (0, CGSize(width: 100, height: 100)), (-3, CGSize(width: 100, height: 100)),
            (5, CGSize.zero), (5, CGSize(width: -10, height: 20)),
            (5, CGSize(width: 20, height: 0)),
        ])
    func zeroLayout(itemCount: Int, size: CGSize) {
        let layout = GridLayout(itemCount: itemCount, nearAspectRatio: 1, in: size)
        #expect(layout.rowCount == 0 && layout.columnCount == 0, "There is no grid to search for.")
        #expect(layout.itemSize == .zero, "The zero layout has zero item size.")
    }

    // MARK: - The specification

    /// One input to hold the layout's choice against.
    struct Check {
        var itemCount: Int
        var size: CGSize
        var ratio: Double
    }

    /// A grid the search may choose: `rows` rows of `columns` columns, leaving no row empty.
    struct Candidate {
        var rows: Int
        var columns: Int
        /// How far its cells' aspect ratio is from the desired one.
        var distance: Double
    }

    /// Every grid for `check` that leaves no row empty: for each row count, the columns needed
    /// (rounded up) and how far the cell shape is from the one asked for.
    private func candidates(for check: Check) -> [Candidate] {
        let sizeAspectRatio = Double(check.size.width / check.size.height)
        return (1...check.itemCount).compactMap { rows in
            let columns = (check.itemCount + rows - 1) / rows
            guard (rows - 1) * columns < check.itemCount else { return nil }
            let cellAspectRatio = sizeAspectRatio * (Double(rows) / Double(columns))
            return Candidate(
                rows: rows, columns: columns, distance: abs(cellAspectRatio - check.ratio))
        }
    }

    /// What is wrong with the layout chosen for `check`, or `nil` if it meets the specification.
    private func problem(with check: Check) -> String? {
        let layout = GridLayout(
            itemCount: check.itemCount, nearAspectRatio: check.ratio, in: check.size)
        let all = candidates(for: check)
        guard
            let chosen = all.first(where: {
                $0.rows == layout.rowCount && $0.columns == layout.columnCount
            })
        else {
            return "\(layout.rowCount) rows of \(layout.columnCount) is not a grid that fits "
                + "every item and leaves no row empty"
        }
        if let nearer = all.first(where: { $0.distance < chosen.distance }) {
            return "\(nearer.rows) rows of \(nearer.columns) is nearer the desired shape than "
                + "the chosen \(chosen.rows) rows of \(chosen.columns)"
        }
        if let earlier = all.first(where: {
            $0.rows < chosen.rows && $0.distance <= chosen.distance
        }) {
            return "\(earlier.rows) rows is as near as the chosen \(chosen.rows) and is tried "
                + "first, so it wins the tie"
        }
        return nil
    }

    /// Expects the best grid for every check, reporting one summary instead of thousands.
    private func expectTheBestGrid(for checks: [Check]) {
        let failures = checks.compactMap { check in
            problem(with: check).map { (check, $0) }
        }
        if let (check, problem) = failures.first {
            Issue.record(
                """
                \(failures.count) of \(checks.count) layouts are not the best grid. First: \
                \(check.itemCount) items in \(check.size) near \(check.ratio): \(problem).
                """
            )
        }
    }
}
