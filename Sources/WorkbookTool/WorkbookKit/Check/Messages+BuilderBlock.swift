import WorkbookLanguage

/// The workbook's words under a mistake inside a block of views (see `BuilderBlock`): the line,
/// what it is, and what a block may hold; never the views the exercise asks for.
extension Messages {
    /// What a block of views may hold, said under every such mistake.
    static let builderBlockHolds = Localized(
        en: "A block of views (a `body`, or the braces after `ZStack`, `HStack`, `ForEach` or"
            + " `GeometryReader`) holds views, one to a line; `if`/`else` and `switch` that choose"
            + " among views; `let` that names a value for the views below it; and `ForEach`,"
            + " which repeats a view. It runs no statements.",
        ko: "뷰 블록(`body`, 또는 `ZStack`, `HStack`, `ForEach`, `GeometryReader` 뒤의 중괄호)에는"
            + " 한 줄에 하나씩 뷰를 두고, 뷰 가운데 하나를 고르는 `if`/`else`와 `switch`, 아래 뷰가 쓸"
            + " 값에 이름을 붙이는 `let`, 뷰를 되풀이하는 `ForEach`를 둘 수 있습니다. 구문은 실행하지"
            + " 않습니다.")

    /// A mistake whose full explanation waits for a hint (the ladder): the line, and what a
    /// block holds without naming a construct.
    static func builderBlockWithheld(at place: String) -> Localized {
        Localized(
            en: "In the workbook's words: the line at \(place) is one a block of views cannot hold."
                + " A block holds views, one to a line, and the code that chooses or repeats them;"
                + " it runs no statements, and the compiler may name another line for it.",
            ko: "워크북의 설명: \(place)의 줄은 뷰 블록에 둘 수 없는 줄입니다. 블록에는 한 줄에 하나씩"
                + " 뷰를 두고, 뷰를 고르거나 되풀이하는 코드를 둡니다. 구문은 실행하지 않으며, 컴파일러는"
                + " 이 실수를 다른 줄에서 알릴 수도 있습니다.")
    }

    /// `code` (nil when it could not be read) at `place`, as English and Korean name it.
    private static func builderLine(_ code: String?, at place: String) -> Localized {
        Localized(
            en: code.map { "`\($0)` at \(place)" } ?? "the line at \(place)",
            ko: code.map { "\(place)의 `\($0)` 줄" } ?? "\(place)의 줄")
    }

    /// A statement among the views: `print(…)`, an assignment, a call that returns nothing.
    static func builderStatement(_ code: String?, at place: String) -> Localized {
        let line = builderLine(code, at: place)
        return Localized(
            en: "In the workbook's words: \(line.en) is a statement, not a view. A block of views"
                + " draws its lines, and a statement draws nothing: `()`, as the compiler calls it,"
                + " is the empty value a statement gives. \(builderBlockHolds.en) Move the line out"
                + " of the block; to print a value while you work, `let _ = print(…)` is allowed,"
                + " as a `let`.",
            ko: "워크북의 설명: \(line.ko)은 뷰가 아니라 구문입니다. 뷰 블록은 줄마다 그리는데, 구문은"
                + " 아무것도 그리지 않습니다. 컴파일러가 말하는 `()`는 구문이 내는 빈 값입니다."
                + " \(builderBlockHolds.ko) 그 줄은 블록 밖으로 옮기십시오. 작업하며 값을 출력하려면"
                + " `let _ = print(…)`는 `let`이므로 쓸 수 있습니다.")
    }

    /// A `for` or `while` loop among the views.
    static func builderLoop(_ code: String?, at place: String) -> Localized {
        let line = builderLine(code, at: place)
        return Localized(
            en: "In the workbook's words: \(line.en) is a loop, which a block of views cannot run."
                + " \(builderBlockHolds.en) To draw a view for each element,"
                + " `ForEach(items) { item in … }` is the block's own loop: its closure is a block"
                + " of views too.",
            ko: "워크북의 설명: \(line.ko)은 반복문이고, 뷰 블록은 반복문을 실행할 수 없습니다."
                + " \(builderBlockHolds.ko) 원소마다 뷰를 그리려면 블록의 반복인"
                + " `ForEach(items) { item in … }`을 씁니다. 그 클로저도 뷰 블록입니다.")
    }

    /// A control-flow statement other than a loop (`break`) among the views.
    static func builderControlFlow(_ code: String?, at place: String) -> Localized {
        let line = builderLine(code, at: place)
        return Localized(
            en: "In the workbook's words: \(line.en) is a control flow statement, which a block of"
                + " views cannot run. \(builderBlockHolds.en) In a `switch`, every case gives a"
                + " view; a case that draws nothing gives `EmptyView()`.",
            ko: "워크북의 설명: \(line.ko)은 제어 흐름 구문이고, 뷰 블록은 그것을 실행할 수 없습니다."
                + " \(builderBlockHolds.ko) `switch`의 모든 케이스는 뷰를 내며, 아무것도 그리지 않는"
                + " 케이스는 `EmptyView()` 뷰를 냅니다.")
    }

    /// `? :` giving views of two types.
    static func builderTernary(_ first: String, _ second: String, at place: String) -> Localized {
        Localized(
            en: "In the workbook's words: the `? :` at \(place) gives a `\(first)` or a"
                + " `\(second)`, and `? :` must give one type. In a block of views, `if`/`else`"
                + " chooses between views of different types.",
            ko: "워크북의 설명: \(place)의 `? :`는 `\(first)` 타입 또는 `\(second)` 타입의 값을"
                + " 내는데, `? :`는 한 가지 타입만 낼 수 있습니다. 뷰 블록에서는 `if`/`else`가 타입이"
                + " 다른 뷰 가운데 하나를 고릅니다.")
    }

    /// An `if`/`else` giving views of two types in a function that is no block of views.
    static func builderBranches(_ first: String, _ second: String, at place: String) -> Localized {
        Localized(
            en: "In the workbook's words: the `if`/`else` at \(place) gives a `\(first)` in one"
                + " branch and a `\(second)` in the other, but the function around it returns"
                + " `some View`, one type, and its body is no block of views. Mark the function"
                + " `@ViewBuilder`: its body becomes a block of views, as `body` is, where"
                + " `if`/`else` chooses between views of different types.",
            ko: "워크북의 설명: \(place)의 `if`/`else`는 한쪽 분기에서 `\(first)` 타입을, 다른 쪽에서"
                + " `\(second)` 타입을 내지만, 그것을 감싼 함수는 한 가지 타입인 `some View` 타입을"
                + " 돌려주며 그 본문은 뷰 블록이 아닙니다. 함수에 `@ViewBuilder`를 붙이십시오. 그러면"
                + " 본문이 `body`처럼 뷰 블록이 되고, 거기서는 `if`/`else`가 타입이 다른 뷰 가운데"
                + " 하나를 고릅니다.")
    }

    /// `return` inside a block; `end` is the closing brace where the compiler then asked for one.
    static func builderReturn(at place: String, missingReturnAt end: String?) -> Localized {
        let closure = Localized(
            en: end.map {
                " With a `return` inside, Swift reads the braces as an ordinary closure, whose"
                    + " other lines draw nothing, and asks for a `return` at its end (\($0))."
            } ?? "",
            ko: end.map {
                " 안에 `return`이 있으면 Swift는 중괄호를 평범한 클로저로 읽어 다른 줄은 아무것도"
                    + " 그리지 않고, 끝(\($0))에 `return`을 요구합니다."
            } ?? "")
        return Localized(
            en: "In the workbook's words: the `return` at \(place) does not belong in a block of"
                + " views: a block gives back all its views, chosen by `if`/`else`, and has nothing"
                + " to return early.\(closure.en) \(builderBlockHolds.en) Delete the `return`, and a"
                + " `guard` around it: an `if` chooses the views instead.",
            ko: "워크북의 설명: \(place)의 `return`은 뷰 블록에 둘 수 없습니다. 블록은 `if`/`else`로"
                + " 고른 뷰를 모두 돌려주므로 일찍 돌려줄 것이 없습니다.\(closure.ko)"
                + " \(builderBlockHolds.ko) `return`을 지우고, 그것을 감싼 `guard`도 지우십시오."
                + " 뷰는 `if`로 고릅니다.")
    }

    /// A value of `type`, which is no view, on a line of a block.
    static func builderNotAView(_ code: String?, type: String, at place: String) -> Localized {
        let line = builderLine(code, at: place)
        let text = Localized(
            en: type == "String" ? " A `String` is drawn by `Text(…)`." : "",
            ko: type == "String" ? " `String`은 `Text(…)`가 그립니다." : "")
        return Localized(
            en: "In the workbook's words: \(line.en) is a `\(type)`, not a view, and a block of"
                + " views draws only views.\(text.en) \(builderBlockHolds.en)",
            ko: "워크북의 설명: \(line.ko)은 뷰가 아니라 `\(type)` 값이고, 뷰 블록은 뷰만"
                + " 그립니다.\(text.ko) \(builderBlockHolds.ko)")
    }

    /// A line of `ForEach`'s closure that is no view, which the compiler blames on `ForEach(…)`.
    static func builderForEachContent(_ code: String?, at place: String, forEach: String)
        -> Localized
    {
        let line = builderLine(code, at: place)
        return Localized(
            en: "In the workbook's words: the compiler names `ForEach(…)` at \(forEach), but the"
                + " mistake is inside its closure, a block of views like `body`: a line there is"
                + " not a view, most likely \(line.en). With such a line the closure fits no"
                + " `ForEach` over your data, so Swift tries the one over a range (`0..<n`) and"
                + " says your data is no `Range<Int>`. \(builderBlockHolds.en)",
            ko: "워크북의 설명: 컴파일러는 \(forEach)의 `ForEach(…)`를 가리키지만, 실수는 `body`처럼"
                + " 뷰 블록인 그 클로저 안에 있습니다. 그 안의 한 줄이 뷰가 아니며, 아마 \(line.ko)일"
                + " 것입니다. 그런 줄이 있으면 클로저가 데이터를 받는 `ForEach`에 맞지 않으므로, Swift는"
                + " 범위(`0..<n`)를 받는 `ForEach`를 시도하고 데이터가 `Range<Int>`가 아니라고"
                + " 말합니다. \(builderBlockHolds.ko)")
    }

    /// A function returning `some View` of several lines and no `return`.
    static func builderFunctionWithoutReturn(at place: String) -> Localized {
        Localized(
            en: "In the workbook's words: the function at \(place) returns `some View`, but its"
                + " body is not a block of views: a function of several lines gives back only what"
                + " follows `return`, and this one has none. Write `return` before the view it"
                + " gives back, or mark the function `@ViewBuilder` to make its body a block of"
                + " views.",
            ko: "워크북의 설명: \(place)의 함수는 `some View`를 돌려주지만, 그 본문은 뷰 블록이"
                + " 아닙니다. 여러 줄로 된 함수는 `return` 뒤의 값만 돌려주는데, 이 함수에는 그것이"
                + " 없습니다. 돌려줄 뷰 앞에 `return`을 쓰거나, 함수에 `@ViewBuilder`를 붙여 본문을"
                + " 뷰 블록으로 만드십시오.")
    }

    /// A shape's `modifier` on `type`, no shape; `after` is the modifier that made it, if one did.
    static func builderShapeModifier(
        _ modifier: String, on type: String, after: String?, at place: String
    ) -> Localized {
        let belongs = Localized(
            en: "A modifier belongs to the view it changes: `fill`, `stroke` and `strokeBorder`"
                + " change a shape (`RoundedRectangle`, `Rectangle`)",
            ko: "뷰 수정자는 그것이 바꾸는 뷰에 붙습니다. `fill`, `stroke`, `strokeBorder`는"
                + " 도형(`RoundedRectangle`, `Rectangle`)을 바꿉니다")
        guard let after else {
            return Localized(
                en: "In the workbook's words: `.\(modifier)` at \(place) is a shape's modifier,"
                    + " and `\(type)` is not a shape. \(belongs.en).",
                ko: "워크북의 설명: \(place)의 `.\(modifier)` 뷰 수정자는 도형에만 있는데, `\(type)`"
                    + " 타입은 도형이 아닙니다. \(belongs.ko).")
        }
        return Localized(
            en: "In the workbook's words: `.\(modifier)` at \(place) is a shape's modifier, and it"
                + " follows `.\(after)(…)`, which made the shape a `\(type)`: a view, no longer a"
                + " shape. \(belongs.en), so they come right after it, before the modifiers every"
                + " view has.",
            ko: "워크북의 설명: \(place)의 `.\(modifier)` 뷰 수정자는 도형에만 있는데 `.\(after)(…)` 뒤에"
                + " 있습니다. `.\(after)(…)`가 도형을 `\(type)` 타입, 곧 도형이 아닌 뷰로 만들었습니다."
                + " \(belongs.ko). 그래서 도형 바로 뒤에, 모든 뷰가 가진 뷰 수정자보다 먼저 씁니다.")
    }

    /// The places of the compiler's other errors that follow from the mistake.
    static func builderFollowing(_ places: [String]) -> Localized {
        let list = places.joined(separator: ", ")
        return Localized(
            en: places.count == 1
                ? "The compiler's other error, at \(list), follows from this one."
                : "The compiler's other errors, at \(list), follow from this one.",
            ko: "\(list)의 다른 컴파일러 오류는 이 실수에서 비롯됩니다.")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var builderBlockSamples: [(String, Localized)] {
        let place = "Sources/Lecture2MVVM/CardView.swift:12"
        return [
            ("builderBlockHolds", builderBlockHolds),
            ("builderBlockWithheld", builderBlockWithheld(at: place)),
            ("builderStatement", builderStatement("print(card.content)", at: place)),
            ("builderStatementWithoutLine", builderStatement(nil, at: place)),
            ("builderLoop", builderLoop("for card in viewModel.cards {", at: place)),
            ("builderControlFlow", builderControlFlow("break", at: place)),
            (
                "builderTernary",
                builderTernary("Text", "ShapeView<RoundedRectangle>", at: place)
            ),
            (
                "builderBranches",
                builderBranches("Text", "ShapeView<RoundedRectangle>", at: place)
            ),
            ("builderReturn", builderReturn(at: place, missingReturnAt: nil)),
            (
                "builderReturnMissing",
                builderReturn(at: place, missingReturnAt: "Sources/Lecture2MVVM/CardView.swift:16")
            ),
            ("builderNotAView", builderNotAView("card.content", type: "String", at: place)),
            ("builderNotAViewOther", builderNotAView("card.isMatched", type: "Bool", at: place)),
            (
                "builderForEachContent",
                builderForEachContent(
                    "viewModel.choose(card)", at: place,
                    forEach: "Sources/Lecture2MVVM/EmojiMemoryGameView.swift:9")
            ),
            ("builderFunctionWithoutReturn", builderFunctionWithoutReturn(at: place)),
            (
                "builderShapeModifier",
                builderShapeModifier("fill", on: "Text", after: nil, at: place)
            ),
            (
                "builderShapeModifierAfter",
                builderShapeModifier(
                    "stroke", on: "ModifiedContent<RoundedRectangle, PaddingModifier>",
                    after: "padding", at: place)
            ),
            ("builderFollowing", builderFollowing(["Sources/Lecture2MVVM/CardView.swift:11"])),
            (
                "builderFollowingTwo",
                builderFollowing([
                    "Sources/Lecture2MVVM/CardView.swift:10",
                    "Sources/Lecture2MVVM/CardView.swift:11",
                ])
            ),
        ]
    }
}
