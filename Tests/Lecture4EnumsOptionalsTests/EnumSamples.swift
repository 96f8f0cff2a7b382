import TestSupport

@testable import Lecture4EnumsOptionals

/// Seeded random inputs for the enum and optional suites, so "over many inputs" is repeatable.
enum EnumSamples {
    /// How many inputs each equivalence test tries.
    static let count = 2_000

    /// Random `Int?`s, about one in four of them `nil`, so both cases are always covered.
    static func optionalInts(seed: UInt64) -> [Int?] {
        var generator = SeededRandomNumberGenerator(seed: seed)
        return (0..<count).map { _ in
            Int.random(in: 0..<4, using: &generator) == 0
                ? nil : Int.random(in: -1_000...1_000, using: &generator)
        }
    }

    /// Random `String?`s: `nil`, empty, or a few letters in mixed case, so every link of a chain
    /// sometimes finds nothing.
    static func optionalWords(seed: UInt64) -> [String?] {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let letters = Array("aBcDeFgHxYz")
        return (0..<count).map { _ in
            if Int.random(in: 0..<4, using: &generator) == 0 { return nil }
            let length = Int.random(in: 0...4, using: &generator)
            return String((0..<length).compactMap { _ in letters.randomElement(using: &generator) })
        }
    }

    /// A random menu item of any kind, with random associated values.
    static func menuItem(using generator: inout some RandomNumberGenerator) -> FastFoodMenuItem {
        menuSample(using: &generator).item
    }

    /// A random menu item together with the data it was made of, so that a test can check the item
    /// without taking it apart in a `switch`, which would not compile against a menu whose cases
    /// are still missing.
    static func menuSample(using generator: inout some RandomNumberGenerator) -> MenuSample {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let patties = Int.random(in: 0...4, using: &generator)
            return MenuSample(item: .hamburger(numberOfPatties: patties), made: .hamburger(patties))
        case 1:
            let size = [FryOrderSize.large, .small].randomElement(using: &generator) ?? .small
            return MenuSample(item: .fries(size: size), made: .fries(size))
        case 2:
            let brand = ["Coke", "Sprite", "Water"].randomElement(using: &generator) ?? "Coke"
            let ounces = [8, 12, 16, 32].randomElement(using: &generator) ?? 16
            return MenuSample(item: .drink(brand, ounces: ounces), made: .drink(brand, ounces))
        default:
            return MenuSample(item: .cookie, made: .cookie)
        }
    }

    /// A menu item and what it was made of.
    struct MenuSample {
        /// The item, as the lecture's menu makes it.
        let item: FastFoodMenuItem
        /// The kind and the data the item was made from.
        let made: Ingredients

        /// What a menu item is made of, kept by the test itself.
        enum Ingredients {
            case hamburger(Int)
            case fries(FryOrderSize)
            case drink(String, Int)
            case cookie
        }
    }

    /// A random order of up to `maximumLength` items.
    static func order(maximumLength: Int, using generator: inout some RandomNumberGenerator)
        -> [FastFoodMenuItem]
    {
        let length = Int.random(in: 0...maximumLength, using: &generator)
        return (0..<length).map { _ in menuItem(using: &generator) }
    }
}
