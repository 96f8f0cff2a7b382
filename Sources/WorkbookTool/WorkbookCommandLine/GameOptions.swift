import WorkbookLanguage

/// The terminal game's options, declared once: `swift run play` reads them, and `workbook play`
/// passes them on as given, so the two commands' helps cannot describe them differently.
public enum GameOptions {
    /// `--seed <n>`: the same deal every run, to replay a game or a bug.
    public static let seed = OptionSpec.option(
        "--seed", value: "n",
        help: Localized(
            en: "Deal the same game every time.",
            ko: "매번 같은 게임을 나눠 줍니다."))
    /// `--pairs <n>`: for the lectures whose game is made with a number of pairs.
    public static let pairs = OptionSpec.option(
        "--pairs", value: "n",
        help: Localized(
            en: "How many pairs to deal, where the lecture allows it.",
            ko: "나눠 줄 카드 짝의 수입니다(강의가 허용하는 경우)."))
    /// `--size <c>x<l>`: a fixed layout, so that a pipe or a test sees the same frames anywhere.
    public static let size = OptionSpec.option(
        "--size", value: "<c>x<l>",
        help: Localized(
            en: "Lay the game out for c columns and l lines, such as 80x24, instead of the "
                + "window's.",
            ko: "창 크기 대신 c열 l줄(예: 80x24)에 맞춰 게임을 배치합니다."))

    /// Every option of the game, in the order both helps list them.
    public static let all = [seed, pairs, size]
}
