import WorkbookLanguage

/// The workbook's words under compiler errors that the lecture's code is known to meet where the
/// workbook's shape or today's Swift differs (see `KnownCompilerError`).
extension Messages {
    static let sharedStaticVar = Localized(
        en: "In the workbook's words: Swift 6 rejects a plain `static var` as state every thread"
            + " shares. The app makes its cards on one thread, so promise that, as the lecture's code"
            + " does: `nonisolated(unsafe)` before `static var`. Do not follow the note's `@MainActor`:"
            + " every use of the counter would then need the main actor too.",
        ko: "워크북의 설명: Swift 6은 평범한 `static var`를 모든 스레드가 함께 쓰는 상태라며 거부합니다."
            + " 앱은 카드를 한 스레드에서만 만드니, 강의 코드처럼 그렇게 약속합니다: `static var` 앞에"
            + " `nonisolated(unsafe)`. 노트의 `@MainActor`는 따르지 마십시오: 그러면 카운터를 쓰는 모든 곳에"
            + " 메인 액터가 필요해집니다.")

    static let mainActorStaticVar = Localized(
        en: "In the workbook's words: `@MainActor` ties the counter to the main actor, so every"
            + " function that uses it, and the `init()` that calls them, would need it too. The"
            + " lecture's code takes the other way: remove `@MainActor` and write"
            + " `nonisolated(unsafe)` before `static var`, the promise that one thread makes the cards.",
        ko: "워크북의 설명: `@MainActor`는 카운터를 메인 액터에 묶으므로, 그것을 쓰는 모든 함수와 그 함수를"
            + " 부르는 `init()`에도 필요해집니다. 강의 코드는 다른 길을 택합니다: `@MainActor`를 지우고"
            + " `static var` 앞에 `nonisolated(unsafe)`를 씁니다. 카드는 한 스레드가 만든다는 약속입니다.")

    /// The 2020 lecture searches inside `GridLayout`'s `init`; the workbook's search is a
    /// `static` function, so the lecture's code, pasted in, reaches for an instance it has not.
    static let gridSearchIsStatic = Localized(
        en: "In the workbook's words: the 2020 lecture searches inside `GridLayout`'s `init`,"
            + " reading `size` and storing the result in `rowCount` and `columnCount`. Here the"
            + " search is a `static` function, which has no instance to read or store into: it is"
            + " given `sizeAspectRatio`, and gives the best `(rowCount, columnCount)` back to the"
            + " `init`, which stores it.",
        ko: "워크북의 설명: 2020 강의는 `GridLayout`의 `init` 안에서 찾으며, `size`를 읽고 결과를"
            + " `rowCount`와 `columnCount`에 저장합니다. 여기서는 찾기가 `static` 함수라서 읽거나 저장할"
            + " 인스턴스가 없습니다. `sizeAspectRatio`를 받고, 가장 좋은 `(rowCount, columnCount)`를"
            + " `init`에 돌려주면 `init`이 저장합니다.")
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var knownCompilerErrorSamples: [(String, Localized)] {
        [
            ("sharedStaticVar", sharedStaticVar),
            ("mainActorStaticVar", mainActorStaticVar),
            ("gridSearchIsStatic", gridSearchIsStatic),
        ]
    }
}
