// exercise: l4-case-iterable
// kind: bypass
// why: lists the sizes by hand in a dictionary literal, without `CaseIterable`, so a new size would be missing from the report.
// region: 1
enum FryOrderSize {
    case large
    case small

    static func counts(in order: [FastFoodMenuItem]) -> [FryOrderSize: Int] {
        var counts: [FryOrderSize: Int] = [.large: 0, .small: 0]
        for item in order {
            if case .fries(let size) = item {
                counts[size, default: 0] += 1
            }
        }
        return counts
    }
}
