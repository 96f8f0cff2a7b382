import WorkbookLanguage

/// The workbook's words under compiler errors that the lecture's code is known to meet where the
/// workbook's shape differs (see `KnownCompilerError`).
extension Messages {
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
