import WorkbookLanguage

/// `workbook edits`: the student's own edits outside the exercise regions, and nothing else.
///
/// `git diff` is no help here: in a started lecture every stubbed region differs from the
/// committed reference, so it prints the reference code of every exercise as removed lines.
enum EditsCommand: WorkbookCommand {
    static let name = "edits"
    static let summary = Localized(
        en: "Show your edits outside the exercise regions (which grading ignores)",
        ko: "연습 문제 영역 밖에서 고친 곳을 보여 줍니다(채점은 이 줄들을 무시합니다)")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook edits
        """)
    static let discussion = Localized(
        en: """
            Grading takes only the code between an exercise's markers. This shows, for each
            file with a started exercise, the lines you changed outside the markers, compared
            with the last commit, as a diff. Each region is one line, "… exercise <id> …", on
            both sides: neither your code inside it nor the reference code is shown.
            Move such a change between the markers, or undo it.
            """,
        ko: """
            채점은 연습 문제 표시 사이의 코드만 가져갑니다. 이 명령은 시작한 연습 문제가 있는
            파일마다, 표시 밖에서 바꾼 줄을 마지막 커밋과 비교한 diff로 보여 줍니다. 영역은
            양쪽 모두 "… exercise <id> …" 한 줄로 보이므로, 영역 안에 쓴 코드도 기준 코드도
            보이지 않습니다. 그런 변경은 표시 사이로 옮기거나 되돌리십시오.
            """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        _ = try Self.arguments(words)
        let catalog = try context.catalog()
        let console = context.console
        let edits = OutsideEdits.diffs(in: catalog)
        guard !edits.isEmpty else {
            console.print(Messages.noOutsideEdits)
            return ExitStatus.success
        }
        for (path, diff) in edits {
            console.print(console.styled("--- \(path) (last commit)", .dim))
            console.print(console.styled("+++ \(path) (yours)", .dim))
            for hunk in diff.hunks {
                console.print(console.styled(hunk.header, .dim))
                for line in hunk.lines {
                    switch line {
                    case .context(let text): console.print(" \(text)")
                    case .removed(let text): console.print(console.styled("-\(text)", .failed))
                    case .added(let text): console.print(console.styled("+\(text)", .passed))
                    }
                }
            }
        }
        console.print()
        console.print(Messages.moveOrUndoShown)
        return ExitStatus.success
    }
}
