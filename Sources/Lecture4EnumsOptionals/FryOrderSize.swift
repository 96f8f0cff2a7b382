/// The sizes of fries: its own enum, so `fries(size:)` can only ever hold a size the kitchen makes.
///
/// `CaseIterable` asks the compiler for `allCases`, a list of every case, so code that must cover
/// every size loops over that list instead of a hand-written one that a new size would outdate.
// BEGIN SOLUTION l4-case-iterable
enum FryOrderSize: CaseIterable {
    case large
    case small

    /// How many fries of each size an order holds, listing every size, even those nobody ordered.
    ///
    /// The kitchen reads this report line by line, so a size must show up with a `0` rather than be
    /// missing: looping over `allCases` guarantees a line for each size.
    static func counts(in order: [FastFoodMenuItem]) -> [FryOrderSize: Int] {
        var counts: [FryOrderSize: Int] = [:]
        for size in FryOrderSize.allCases {
            counts[size] = order.count { $0 == .fries(size: size) }
        }
        return counts
    }
}
// STUB
// enum FryOrderSize {
//     case large
//     case small
//
//     /// How many fries of each size an order holds, listing every size, even those nobody ordered.
//     static func counts(in order: [FastFoodMenuItem]) -> [FryOrderSize: Int] {
//         [:]
//     }
// }
// END SOLUTION
