import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-grid-layout`: of all the grids that leave no row empty, `GridLayout` picks the one whose
/// cells are closest in shape to the desired aspect ratio, and the first row count on a tie.
@Suite("l4-grid-layout: Search for the best grid")
struct GridLayoutSearchTests {
    /// One input with the grid it must give, worked out by hand.
    struct Example: CustomTestStringConvertible, Sendable {
        var itemCount: Int
        var width: Double
        var height: Double
        var ratio: Double
        var rows: Int
        var columns: Int
        var why: Advice

        var testDescription: String {
            "\(itemCount) items in \(width) by \(height) near \(ratio): \(rows) by \(columns)"
        }
    }

    static let examples: [Example] = [
        Example(
            itemCount: 4, width: 100, height: 100, ratio: 1, rows: 2, columns: 2,
            why: Advice(
                en: "Two rows of two give square cells in a square.",
                ko: "정사각형 안에 두 개씩 두 줄이면 칸이 정사각형이 됩니다.")),
        Example(
            itemCount: 5, width: 250, height: 50, ratio: 1, rows: 1, columns: 5,
            why: Advice(
                en: "A strip exactly five squares wide fits five squares in a row.",
                ko: "정사각형 다섯 개 너비의 띠에는 한 줄에 정사각형 다섯 개가 들어갑니다.")),
        Example(
            itemCount: 7, width: 30, height: 210, ratio: 1, rows: 7, columns: 1,
            why: Advice(
                en:
                    "A strip one square wide stacks every item in its own row; try up to `itemCount` rows.",
                ko: "정사각형 하나 너비의 띠에는 항목마다 한 줄씩 쌓입니다. 행은 `itemCount`개까지 시도합니다.")),
        Example(
            itemCount: 6, width: 60, height: 40, ratio: 2.0 / 3.0, rows: 2, columns: 3,
            why: Advice(
                en: "Two rows of three give square cells, the nearest shape to 2/3 of any grid.",
                ko: "세 개씩 두 줄이면 칸이 정사각형이 되고, 이것이 어느 그리드보다 2/3에 가까운 모양입니다.")),
        Example(
            itemCount: 3, width: 10, height: 40, ratio: 0.25, rows: 2, columns: 2,
            why: Advice(
                en: "Three items need two columns when split over two rows: round the columns up.",
                ko: "항목 세 개를 두 줄로 나누면 두 열이 필요합니다: 열 수는 올림합니다.")),
        Example(
            itemCount: 2, width: 10, height: 10, ratio: 1.25, rows: 1, columns: 2,
            why: Advice(
                en:
                    "Cells of 1/2 and of 2 are both 0.75 from 1.25: on a tie the first row count tried wins.",
                ko: "칸 비율 1/2과 2는 둘 다 1.25에서 0.75만큼 떨어져 있습니다: 동점이면 먼저 시도한 행 수가 이깁니다.")),
        Example(
            itemCount: 1_000_000, width: 1000, height: 1000, ratio: 1, rows: 1000, columns: 1000,
            why: Advice(
                en: "A thousand rows of a thousand give square cells.",
                ko: "천 개씩 천 줄이면 칸이 정사각형이 됩니다.")),
        Example(
            itemCount: 12, width: 10, height: 10, ratio: .nan, rows: 1, columns: 12,
            why: Advice(
                en:
                    "No grid is closer to NaN than another, so the first one tried, one row, is kept.",
                ko: "NaN에 더 가까운 그리드는 없으므로, 처음 시도한 한 줄짜리가 남습니다.")),
        Example(
            itemCount: 12, width: 10, height: 10, ratio: .infinity, rows: 1, columns: 12,
            why: Advice(
                en:
                    "Every grid is infinitely far from an infinite ratio: a tie, so one row is kept.",
                ko: "모든 그리드가 무한한 비율에서 무한히 멀리 있습니다: 동점이므로 한 줄짜리가 남습니다.")),
    ]

    @Test("worked examples give the grid with the nearest cell shape", arguments: examples)
    func workedExamples(example: Example) {
        let layout = GridLayout(
            itemCount: example.itemCount, nearAspectRatio: example.ratio,
            in: CGSize(width: example.width, height: example.height))
        #expect(layout.rowCount == example.rows, example.why.comment)
        #expect(layout.columnCount == example.columns, example.why.comment)
    }

    @Test("the cells share out the size: width over columns, height over rows")
    func itemSizeFollowsTheGrid() {
        let layout = GridLayout(
            itemCount: 6, nearAspectRatio: 2.0 / 3.0, in: CGSize(width: 60, height: 40))
        #expect(layout.itemSize == CGSize(width: 20, height: 20))
        #expect(
            layout.itemCount == 6,
            advice(
                en: "The layout remembers how many items it holds.", ko: "레이아웃은 항목을 몇 개 담는지 기억합니다.")
        )
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
        #expect(
            layout.rowCount == 0 && layout.columnCount == 0,
            advice(en: "There is no grid to search for.", ko: "찾을 그리드가 없습니다."))
        #expect(
            layout.itemSize == .zero,
            advice(en: "The zero layout has zero item size.", ko: "빈 레이아웃의 항목 크기는 0입니다."))
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
    private func problem(with check: Check) -> Advice? {
        let layout = GridLayout(
            itemCount: check.itemCount, nearAspectRatio: check.ratio, in: check.size)
        let all = candidates(for: check)
        guard
            let chosen = all.first(where: {
                $0.rows == layout.rowCount && $0.columns == layout.columnCount
            })
        else {
            return Advice(
                en: "\(layout.rowCount) rows of \(layout.columnCount) is not a grid that fits "
                    + "every item and leaves no row empty",
                ko: "\(layout.rowCount)행 \(layout.columnCount)열은 모든 항목이 들어가면서 "
                    + "빈 행이 없는 그리드가 아닙니다")
        }
        if let nearer = all.first(where: { $0.distance < chosen.distance }) {
            return Advice(
                en: "\(nearer.rows) rows of \(nearer.columns) is nearer the desired shape than "
                    + "the chosen \(chosen.rows) rows of \(chosen.columns)",
                ko: "\(nearer.rows)행 \(nearer.columns)열이 고른 \(chosen.rows)행 "
                    + "\(chosen.columns)열보다 원하는 모양에 가깝습니다")
        }
        if let earlier = all.first(where: {
            $0.rows < chosen.rows && $0.distance <= chosen.distance
        }) {
            return Advice(
                en: "\(earlier.rows) rows is as near as the chosen \(chosen.rows) and is tried "
                    + "first, so it wins the tie",
                ko: "\(earlier.rows)행은 고른 \(chosen.rows)행만큼 가깝고 먼저 시도되므로 "
                    + "동점에서 이깁니다")
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
                advice(
                    en: """
                        \(failures.count) of \(checks.count) layouts are not the best grid. First: \
                        \(check.itemCount) items in \(check.size) near \(check.ratio): \(problem.text.en).
                        """,
                    ko: """
                        레이아웃 \(checks.count)개 중 \(failures.count)개가 가장 좋은 그리드가 아닙니다. \
                        첫 번째: \(check.size)에 \(check.ratio)에 가깝게 항목 \(check.itemCount)개: \
                        \(problem.text.ko).
                        """))
        }
    }
}
