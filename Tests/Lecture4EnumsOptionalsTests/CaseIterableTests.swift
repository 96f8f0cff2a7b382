import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-case-iterable`: covering every case of a `CaseIterable` enum with `allCases`.
///
/// The tests list the sizes by hand: `allCases` exists only once the student writes `CaseIterable`,
/// and the stub must still compile.
@Suite struct CaseIterableTests {
    /// Every size the kitchen makes, written out.
    private let everySize: Set<FryOrderSize> = [.large, .small]

    @Test("the report has a line for every fry size, even for an empty order")
    func everySizeIsListed() {
        let counts = FryOrderSize.counts(in: [])
        #expect(
            Set(counts.keys) == everySize,
            "Loop over `FryOrderSize.allCases` and give every size an entry, even a 0."
        )
        for size in everySize {
            #expect(counts[size] == 0, "Nobody ordered \(size) fries, so its count should be 0.")
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
            "Count the items equal to `.fries(size: size)`: two large, one small, and nothing else."
        )
    }

    @Test("over many random orders, every size is listed and the counts add up to all the fries")
    func randomOrders() {
        var generator = SeededRandomNumberGenerator(seed: 44)
        let orders = (0..<500).map { _ in EnumSamples.order(maximumLength: 12, using: &generator) }
        let wrongReports = orders.filter { order in
            let counts = FryOrderSize.counts(in: order)
            let allFries = order.filter { item in
                if case .fries = item { return true } else { return false }
            }
            return Set(counts.keys) != everySize
                || counts.values.reduce(0, +) != allFries.count
        }
        #expect(
            wrongReports.isEmpty,
            "Every size needs a line, and every fries item counts under exactly one size. Wrong for: \(wrongReports.prefix(2))"
        )
    }
}
