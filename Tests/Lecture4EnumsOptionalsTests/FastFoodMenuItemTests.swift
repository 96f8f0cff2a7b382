import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-fast-food-switch`: the menu enum itself, its cases, its description and its value
/// semantics.
@Suite("l4-fast-food-switch: the menu's cases and their associated values")
struct FastFoodMenuItemTests {
    @Test("the description shows each case's associated values")
    func descriptionShowsAssociatedValues() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        var wrongDescriptions: [String] = []
        for _ in 0..<500 {
            let sample = EnumSamples.menuSample(using: &generator)
            let description = sample.item.description
            let expectedWords =
                switch sample.made {
                case .hamburger(let patties): ["burger", "\(patties) patt"]
                case .fries(let size): ["fries", "\(size)"]
                case .drink(let brand, let ounces): [brand, "\(ounces)oz"]
                case .cookie: ["cookie"]
                }
            if !expectedWords.allSatisfy(description.contains) {
                wrongDescriptions.append("\"\(description)\" for \(expectedWords)")
            }
        }
        let examples = wrongDescriptions.prefix(3).joined(separator: "; ")
        #expect(
            wrongDescriptions.isEmpty,
            advice(
                en:
                    "Each case keeps its own data as associated values, and `description` binds them "
                    + "in a `switch` to print them. Wrong: \(examples)",
                ko: "케이스마다 자기 데이터를 연관값으로 가지고 있고, `description`은 `switch`에서 그 값을 "
                    + "바인딩해 출력합니다. 틀린 값: \(examples)"))
    }

    @Test("one patty is singular, any other number is plural")
    func pattiesArePluralized() {
        let plural = advice(
            en: "The burger's description ends with its number of patties: \"1 patty\", but "
                + "\"2 patties\"; the number comes from the case's associated value.",
            ko: "햄버거의 설명은 패티 수로 끝납니다. \"1 patty\"이지만 \"2 patties\"입니다. 그 수는 "
                + "케이스의 연관값에서 옵니다.")
        #expect(
            FastFoodMenuItem.hamburger(numberOfPatties: 1).description.hasSuffix("1 patty"), plural)
        for patties in [0, 2, 3] {
            let burger = FastFoodMenuItem.hamburger(numberOfPatties: patties)
            #expect(burger.description.hasSuffix("\(patties) patties"), plural)
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
        let different = advice(
            en: "Two items of the same case differ when their associated values differ: a case "
                + "must keep its data, so the synthesized `==` compares it too.",
            ko: "같은 케이스의 두 항목이라도 연관값이 다르면 다른 항목입니다. 케이스가 데이터를 가지고 있어야 "
                + "합성된 `==`도 그 데이터를 비교합니다.")
        #expect(FastFoodMenuItem.drink("Coke", ounces: 16) != .drink("Coke", ounces: 32), different)
        #expect(
            FastFoodMenuItem.drink("Coke", ounces: 16) != .drink("Sprite", ounces: 16), different)
        #expect(
            FastFoodMenuItem.hamburger(numberOfPatties: 2) != .hamburger(numberOfPatties: 3),
            different)
        #expect(FastFoodMenuItem.hamburger(numberOfPatties: 2) != .cookie, different)
        #expect(FastFoodMenuItem.hamburger(numberOfPatties: 2) == .hamburger(numberOfPatties: 2))
    }
}
