import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// The menu enum itself: its cases, its description and its value semantics.
@Suite struct FastFoodMenuItemTests {
    @Test("the description shows each case's associated values")
    func descriptionShowsAssociatedValues() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<500 {
            let item = EnumSamples.menuItem(using: &generator)
            switch item {
            case .hamburger(let patties):
                #expect(item.description.contains("\(patties) patt"))
            case .fries(let size):
                #expect(item.description.contains("\(size)"))
            case .drink(let brand, let ounces):
                #expect(item.description.contains(brand))
                #expect(item.description.contains("\(ounces)oz"))
            case .cookie:
                #expect(item.description.contains("cookie"))
            }
        }
    }

    @Test("one patty is singular, any other number is plural")
    func pattiesArePluralized() {
        #expect(FastFoodMenuItem.hamburger(numberOfPatties: 1).description.hasSuffix("1 patty"))
        for patties in [0, 2, 3] {
            let burger = FastFoodMenuItem.hamburger(numberOfPatties: patties)
            #expect(burger.description.hasSuffix("\(patties) patties"))
        }
    }

    @Test("enums are values: changing a copy leaves the original alone")
    func enumsAreCopied() {
        var generator = SeededRandomNumberGenerator(seed: 8)
        for _ in 0..<500 {
            var item = EnumSamples.menuItem(using: &generator)
            let descriptionBefore = item.description
            var copy = item
            copy.switchToBeingACookie()
            #expect(copy == .cookie)
            #expect(
                item.description == descriptionBefore,
                advice(
                    en:
                        "Assigning an enum copies it, so turning the copy into a cookie must not change `item`.",
                    ko: "열거형은 대입하면 복사되므로, 복사본을 쿠키로 바꿔도 `item`은 바뀌지 않아야 합니다.")
            )
            item.switchToBeingACookie()
            #expect(item == .cookie)
        }
    }

    @Test("the same case with different associated values is a different item")
    func associatedValuesTakePartInEquality() {
        #expect(FastFoodMenuItem.drink("Coke", ounces: 16) != .drink("Coke", ounces: 32))
        #expect(FastFoodMenuItem.drink("Coke", ounces: 16) != .drink("Sprite", ounces: 16))
        #expect(FastFoodMenuItem.hamburger(numberOfPatties: 2) == .hamburger(numberOfPatties: 2))
    }
}
