/// The Korean `--help` of `compare` and `review`, the commands that come after an exercise passes.
extension HelpTranslation {
    static let compare = HelpTranslation(
        summary: "연습 문제를 통과하면, 작성한 코드를 강의의 코드 옆에 보여 줍니다",
        discussion: """
            연습 문제를 통과하면, 표시 사이에 작성한 코드를 같은 자리의 강의 코드 옆에
            보여 줍니다: 두 코드의 모든 줄을 보여 주며, 작성한 코드는 '-', 강의의 코드는
            '+'로 표시하고, 둘이 같은 줄은 표시하지 않습니다. 그런 다음 강의가 왜 그렇게
            쓰는지(연습 문제의 핵심과 개념)를 알려 줍니다.

            마지막으로 고친 뒤 'check'가 통과를 보지 못한 연습 문제는 먼저 테스트합니다
            ('check <exercise>'와 같습니다). 실패하는 테스트가 남아 있으면 몇 개인지 알려
            주고, 강의의 코드는 보여 주지 않습니다. 도움이 필요하면 'hint'를 쓰십시오.

            작성한 코드를 포함해 어떤 파일도 바꾸지 않습니다.
            """,
        epilogue: """
            예: swift run workbook compare mvc-choose-card
            """)

    static let review = HelpTranslation(
        summary: "통과한 연습 문제 몇 개를 기억만으로 다시 씁니다",
        discussion: """
            check를 통과한 연습 문제(한 강의 또는 전체) 가운데 몇 개를 고릅니다. 힌트를
            가장 많이 본 것부터, 그다음은 과정에서 가장 앞선 것부터 고르며, 그 영역에 다시
            스텁을 넣어 기억만으로 다시 쓰게 합니다. 먼저 작성한 코드를 보관합니다:
            .workbook/review.json에 두고, 파일마다 .workbook/backups/<time>/에도 복사합니다.

            그런 다음 평소처럼 연습 문제마다 check하십시오. 'review'를 다시 실행하면 다시
            통과한 연습 문제마다 전에 작성한 코드를 돌려주고, 아직 복습 중인 것을 알려
            줍니다. --give-back은 통과 여부와 상관없이 모두 한 번에 돌려줍니다. 복습하며
            쓴 코드는 먼저 .workbook/backups/<time>/에 복사합니다. 명령이 중간에 멈추어도
            작성한 코드는 하나도 잃지 않습니다: 다시 실행하면 하던 일을 마칩니다.
            """,
        options: [
            "--count": "복습할 연습 문제 수입니다(1부터 12까지, 주지 않으면 3).",
            "--give-back":
                "지금 복습을 끝냅니다: 다시 통과했든 아니든, 복습한 연습 문제마다 전에 작성한 "
                + "코드를 돌려줍니다.",
        ],
        epilogue: """
            예: swift run workbook review Lecture2MVC --count 2
            """)
}
