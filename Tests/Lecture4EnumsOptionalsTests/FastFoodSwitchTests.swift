import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-fast-food-switch`: a `switch` over the menu that binds associated values.
@Suite("l4-fast-food-switch: Declare the menu and switch over it")
struct FastFoodSwitchTests {
    /// One test case per order and burger, so a failure names the pair it failed for.
    @Test(
        "a hamburger belongs to the special order whose number is its number of patties",
        arguments: 1...5, 0...5)
    func hamburgerMatchesOrderNumber(number: Int, patties: Int) {
        let burger = FastFoodMenuItem.hamburger(numberOfPatties: patties)
        #expect(
            burger.isIncludedInSpecialOrder(number: number) == (patties == number),
            advice(
                en: "A burger of \(patties) patties in special order \(number): bind the patty "
                    + "count with `let` in the `.hamburger` pattern and compare it with `number`.",
                ko: "패티 \(patties)개짜리 햄버거, 특별 주문 \(number)번: `.hamburger` 패턴 안의 `let`으로 "
                    + "패티 수를 바인딩하고 `number`와 비교합니다.")
        )
    }

    @Test("fries of every size and a cookie come with every special order")
    func friesAndCookieAlwaysIncluded() {
        for number in 1...5 {
            for size in [FryOrderSize.large, .small] {
                #expect(
                    FastFoodMenuItem.fries(size: size).isIncludedInSpecialOrder(number: number),
                    advice(
                        en: "Any fries belong to a special order, whatever their size.",
                        ko: "감자튀김은 크기와 상관없이 특별 주문에 들어갑니다.")
                )
            }
            #expect(
                FastFoodMenuItem.cookie.isIncludedInSpecialOrder(number: number),
                advice(en: "A cookie belongs to every special order.", ko: "쿠키는 모든 특별 주문에 들어갑니다.")
            )
        }
    }

    @Test("a drink belongs to a special order exactly when it is 16 oz, whatever the brand")
    func drinkNeedsSixteenOunces() {
        for brand in ["Coke", "Sprite", "Water"] {
            for ounces in [8, 12, 16, 20, 32] {
                let drink = FastFoodMenuItem.drink(brand, ounces: ounces)
                #expect(
                    drink.isIncludedInSpecialOrder(number: 2) == (ounces == 16),
                    advice(
                        en:
                            "In the `.drink` case bind only the ounces and skip the brand with `_`: the brand does not matter.",
                        ko: "`.drink` 케이스에서는 온스만 바인딩하고 브랜드는 `_`로 건너뜁니다. 브랜드는 상관없습니다.")
                )
            }
        }
    }

    @Test("over many random items, the answer depends only on the case and its associated values")
    func randomItemsAgreeWithTheRule() {
        var generator = SeededRandomNumberGenerator(seed: 4)
        var wrongAnswers: [String] = []
        for _ in 0..<EnumSamples.count {
            let sample = EnumSamples.menuSample(using: &generator)
            let item = sample.item
            let number = Int.random(in: 1...4, using: &generator)
            let expected: Bool
            switch sample.made {
            case .hamburger(let patties): expected = patties == number
            case .drink(_, let ounces): expected = ounces == 16
            case .fries, .cookie: expected = true
            }
            if item.isIncludedInSpecialOrder(number: number) != expected {
                wrongAnswers.append("\(item) in special order \(number)")
            }
        }
        let examples = wrongAnswers.prefix(3).joined(separator: "; ")
        #expect(wrongAnswers.isEmpty, advice(en: "Wrong for: \(examples)", ko: "틀린 값: \(examples)"))
    }
}
