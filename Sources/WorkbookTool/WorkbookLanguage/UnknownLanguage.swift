/// A language code that names no language of the workbook.
public struct UnknownLanguage: Error, Equatable, CustomStringConvertible {
    /// The code as it was given.
    public var code: String
    /// Where it was given: `WORKBOOK_LANG` or an option such as `--lang`.
    public var source: String

    /// The error for `code`, given in `source`.
    public init(code: String, source: String = Language.variable) {
        self.code = code
        self.source = source
    }

    /// Which code was wrong and which ones there are, in both languages, since neither can be
    /// chosen: English on the first line, Korean on the second.
    public var description: String {
        "\(source) '\(code)' is not a language of the workbook; choose one of: \(Language.codes).\n"
            + "\(source) '\(Particle.topic.after("\(code)'")) 워크북이 쓰는 언어가 아닙니다. 다음 가운데 하나를 고르십시오: "
            + "\(Language.codes)."
    }
}
