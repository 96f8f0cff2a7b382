import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-case-iterable`: covering every case of a `CaseIterable` enum with `allCases`.
///
/// The tests list the sizes by hand: `allCases` exists only once the student writes `CaseIterable`,
/// and the stub must still compile.
@Suite("l4-case-iterable: Every fry size with allCases")
struct CaseIterableTests {
    /// Every size the kitchen makes, written out.
    private let everySize: Set<FryOrderSize> = [.large, .small]

    @Test("the fry sizes are CaseIterable, so the report's list of sizes cannot go stale")
    func sizesAreCaseIterable() {
        // Asked of the metatype at run time, so the stub (no `CaseIterable`) still compiles.
        let sizes: Any.Type = FryOrderSize.self
        #expect(
            sizes is any CaseIterable.Type,
            advice(
                en: """
                    Let Swift list the fry sizes for you and loop over `allCases`: a dictionary \
                    literal such as `[.large: 0, .small: 0]` lists the sizes by hand, and a new size \
                    would be missing from the report without any error.
                    """,
                ko: """
                    감자튀김 크기를 Swift가 나열해 주게 하고 `allCases`를 순회합니다. \
                    `[.large: 0, .small: 0]` 같은 딕셔너리 리터럴은 크기를 손으로 나열하므로, \
                    새 크기가 생기면 아무 오류 없이 보고서에서 빠집니다.
                    """))
    }

    @Test("the report has a line for every fry size, even for an empty order")
    func everySizeIsListed() {
        let counts = FryOrderSize.counts(in: [])
        #expect(
            Set(counts.keys) == everySize,
            advice(
                en: "Loop over `FryOrderSize.allCases` and give every size an entry, even a 0.",
                ko: "`FryOrderSize.allCases`를 돌며 모든 크기에 항목을 줍니다. 0이라도 줍니다.")
        )
        for size in everySize {
            #expect(
                counts[size] == 0,
                advice(
                    en: "Nobody ordered \(size) fries, so its count should be 0.",
                    ko: "\(size) 감자튀김은 아무도 주문하지 않았으므로 개수가 0이어야 합니다."))
        }
    }

    @Test("each size counts only the fries of that size")
    func countsFriesBySize() {
        let order: [FastFoodMenuItem] = [
            .fries(size: .large), .cookie, .fries(size: .small), .fries(size: .large),
            .hamburger(numberOfPatties: 2),
        ]
        #expect(
            FryOrderSize.counts(in: order) == [.large: 2, .small: 1],
            advice(
                en:
                    "For each size, count the items that are fries of that size: two large, one small, and nothing else.",
                ko: "크기마다 그 크기의 감자튀김인 항목을 셉니다: large 두 개, small 한 개, 나머지는 없습니다.")
        )
    }

    @Test("over many random orders, every size is listed and the counts add up to all the fries")
    func randomOrders() {
        var generator = SeededRandomNumberGenerator(seed: 44)
        let orders = (0..<500).map { _ in EnumSamples.order(maximumLength: 12, using: &generator) }
        let wrongReports = orders.filter { order in
            let counts = FryOrderSize.counts(in: order)
            let allFries = order.filter { item in
                [FryOrderSize.large, .small].contains { item == .fries(size: $0) }
            }
            return Set(counts.keys) != everySize
                || counts.values.reduce(0, +) != allFries.count
        }
        #expect(
            wrongReports.isEmpty,
            advice(
                en:
                    "Every size needs a line, and every fries item counts under exactly one size. Wrong for: \(wrongReports.prefix(2))",
                ko: "크기마다 한 줄이 있어야 하고, 감자튀김 항목은 정확히 한 크기에만 셉니다. 틀린 값: \(wrongReports.prefix(2))")
        )
    }
}
