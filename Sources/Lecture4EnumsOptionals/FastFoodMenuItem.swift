/// The lecture's menu: each case is one distinct kind of item, carrying only the data that kind needs.
///
/// An enum is a value type like a struct: assigning it copies it. Unlike a struct it has no
/// instance stored properties (`static` ones are fine); the data lives in each case's *associated
/// values* (the patties of a hamburger, the brand and size of a drink), and a cookie needs none.
// BEGIN SOLUTION l4-fast-food-switch
enum FastFoodMenuItem: Equatable {
    case hamburger(numberOfPatties: Int)
    case fries(size: FryOrderSize)
    case drink(String, ounces: Int)
    case cookie

    // MARK: - Methods

    /// Whether this item is part of special order `number`: a `number`-patty burger, any fries,
    /// any 16 oz drink and a cookie.
    ///
    /// A `switch` over `self` must handle every case, and `let` in a case pattern binds that case's
    /// associated values so the branch can use them.
    func isIncludedInSpecialOrder(number: Int) -> Bool {
        switch self {
        case .hamburger(let pattyCount): return pattyCount == number
        case .fries, .cookie: return true  // fries and a cookie come with every special order
        case .drink(_, let ounces): return ounces == 16  // a 16 oz drink of any brand
        }
    }

    /// Turns this item into a cookie in place; `mutating` because it replaces the whole value.
    ///
    /// Only this variable changes: any copy made earlier still holds the old item.
    mutating func switchToBeingACookie() {
        self = .cookie
    }
}

// MARK: - Computed properties

extension FastFoodMenuItem: CustomStringConvertible {
    /// The item as the lecture prints it, with each case's associated values filled in.
    ///
    /// One patty is singular: "a burger with 1 patty", but "a burger with 2 patties".
    var description: String {
        switch self {
        case .hamburger(let pattyCount):
            "a burger with \(pattyCount) \(pattyCount == 1 ? "patty" : "patties")"
        case .fries(let size):
            "a \(size) order of fries"
        case .drink(let brand, let ounces):
            "a \(ounces)oz \(brand)"
        case .cookie:
            "a cookie"
        }
    }
}
// STUB
// enum FastFoodMenuItem: Equatable {
//     // Stand-ins, so that the rest of the lecture compiles: each makes a cookie and forgets its data.
//     // Replace them with cases whose associated values keep that data.
//     case cookie
//     static func hamburger(numberOfPatties: Int) -> FastFoodMenuItem { .cookie }
//     static func fries(size: FryOrderSize) -> FastFoodMenuItem { .cookie }
//     static func drink(_ brand: String, ounces: Int) -> FastFoodMenuItem { .cookie }
//
//     /// Whether this item is part of special order `number`: a `number`-patty burger, any fries,
//     /// any 16 oz drink and a cookie.
//     func isIncludedInSpecialOrder(number: Int) -> Bool {
//         false
//     }
//
//     /// Turns this item into a cookie in place; `mutating` because it replaces the whole value.
//     mutating func switchToBeingACookie() {
//         self = .cookie
//     }
// }
//
// extension FastFoodMenuItem: CustomStringConvertible {
//     /// The item as the lecture prints it: "a burger with 2 patties", "a large order of fries",
//     /// "a 16oz Coke", "a cookie".
//     var description: String {
//         "a menu item"
//     }
// }
// END SOLUTION
