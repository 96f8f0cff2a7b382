/// The Korean `--help` of the students' commands, beside each other so that they read alike;
/// the English stays in each command, next to its options.
extension HelpTranslation {
    static let list = HelpTranslation(
        summary: "모든 강의와 연습 문제를 상태와 함께 보여 줍니다 (기본 명령)",
        discussion: """
            강의 단계마다 연습 문제의 id, 제목, 상태, 그리고 정확한
            'swift test --filter' 인자를 보여 준 뒤, 전체 진행 상황을 보여 줍니다.

            상태는 다음 가운데 하나입니다: 시작 전 (기준 코드, 곧 정답이 들어 있음),
            시작함 (스텁이 들어 있음), 작성 중 (스텁을 고쳤음), 완료 ('check'를
            통과함). --json에서는 영어 값(not started, started, in progress, done)을
            씁니다. 마지막 줄은 다음 명령을 알려 줍니다. 다음 강의에서 시작한 것이
            없으면 'start <lecture>'이므로, 그 강의의 정답은 하나도 보이지 않습니다.
            """,
        options: [
            "--json":
                "id, lecture, title, concept, teaches, compileChecks, status, filter, "
                + "hints(힌트 수)를 가진 객체의 JSON 배열을 출력합니다. 키와 값은 영어입니다."
        ])

    static let start = HelpTranslation(
        summary: "강의(또는 연습 문제 하나)의 기준 코드를 직접 쓸 스텁으로 바꿉니다",
        discussion: """
            강의의 모든 연습 문제(또는 연습 문제 하나)의 표시된 영역을 그 자리에서 스텁으로
            바꾸어, 코드를 직접 쓸 수 있게 합니다. 어떤 파일을 고쳐 쓰는지, 그리고 고친 뒤의
            줄 번호로 연습 문제마다 어디에 쓰면 되는지 알려 줍니다. 기준 코드는 .workbook/에
            기억해 두므로 'restore'가 되돌릴 수 있습니다.

            강의는 통째로 시작하십시오. 한 파일에 연습 문제가 여럿인 경우가 많아, 하나만
            시작하면 나머지의 정답이 보이는 채로 남습니다. 연습 문제 하나만 시작하는 것은
            강사와 검토자를 위한 것이거나, 한 문제를 다시 풀어 볼 때를 위한 것입니다.

            이미 시작한 연습 문제를 다시 시작해도 아무것도 바뀌지 않습니다.
            """,
        epilogue: """
            예:       swift run workbook start Lecture2MVC
            되돌리기: swift run workbook restore Lecture2MVC   (직접 쓴 코드는 먼저 백업합니다)
            """)

    static let check = HelpTranslation(
        summary: "강의나 연습 문제의 테스트를 빌드하고 실행한 뒤 다음에 할 일을 알려 줍니다",
        discussion: """
            워크북을 빌드하고, 연습 문제 하나 또는 강의의 모든 연습 문제의 테스트를
            'swift test --filter' 한 번으로 실행합니다. 연습 문제마다 통과(passed)인지
            실패(failed)인지 보여 주고, 처음 실패한 연습 문제는 실패한 기대(expectation)를
            모두 file:line과 함께 테스트별로 보여 줍니다. 다른 연습 문제는 첫 실패와, 나머지를
            볼 수 있는 check 명령을 보여 줍니다. 긴 값은 앞부분만 보이고, 연습 문제마다
            자세한 내용은 한 화면 정도로 줄입니다. --verbose는 전부 보여 줍니다. 그런 다음
            다음에 할 일을 알려 줍니다.

            실패한 연습 문제가 아직 스텁인 앞 연습 문제에 기대고 있으면, 그 스텁을 먼저
            알려 줍니다. 스텁만으로도 테스트가 실패하므로, 그것을 쓰기 전까지 테스트의 조언은
            보류합니다. 컴파일 오류는 그 오류가 있는 영역의 연습 문제에 보고합니다. 여러분이
            쓰지 않은 코드의 오류도 그 줄이 여러분의 영역이 선언한 이름을 쓰면 그 영역에,
            여러분의 선언을 쓰는 곳 옆에 보여 주며 보고합니다. 테스트 프로세스의 크래시는
            그때 실행 중이던 테스트와 함께 보고합니다. 테스트가 빌드되면 연습 문제의
            컴파일 검사도 테스트 하나로 실행합니다. 여러분의 코드로는 컴파일되면 안 되는
            코드 조각이며, 컴파일되면 그것이 가르치는 내용과 함께 보고합니다. 여러분의
            코드에 대한 컴파일러의 경고는 통과·실패 결과 다음에 보여 주고, 경고로 설명되는
            크래시에는 그 경고를 함께 보여 줍니다.

            이름이 없으면 시작했지만 완료가 아닌 연습 문제를 검사합니다(통과한 뒤 고친 것은
            다시 완료가 아닙니다). 그런 것이 없으면 모든 강의를 검사합니다. 어느 쪽이든
            강의마다 한 줄로, 통과한 연습 문제, 이번 검사에서 실패한 것, 시작하지 않은 것의
            수를 보여 주며 끝납니다. 강의를 검사하면 한 연습 문제에 묶이지 않은 다른
            테스트도 실행하고 한 줄로 요약합니다.

            검사를 통과한 연습 문제는 'swift run workbook list'에서 완료로 표시됩니다.
            종료 상태: 검사한 것이 모두 통과할 때만 0, 그 밖에는 1입니다.
            """,
        options: [
            "--verbose":
                "전부 출력합니다. 'swift test'의 출력 전체(빌드, 모든 테스트, Swift Testing이 "
                + "출력하는 그대로의 모든 메시지)와 모든 값을 끝까지 보여 줍니다."
        ],
        epilogue: """
            예: swift run workbook check mvc-identifier-factory
            """)

    static let hint = HelpTranslation(
        summary: "연습 문제의 다음 힌트를 보여 줍니다",
        discussion: """
            물어볼 때마다 연습 문제의 힌트를 하나씩 더 보여 줍니다. 첫 힌트는 살짝 방향만
            알려 주고, 뒤로 갈수록 정답에 가까워지며, 마지막 힌트는 거의 정답입니다. 마지막
            힌트 뒤에 다시 물으면 그 힌트를 되풀이하고 개념을 알려 줍니다.
            힌트는 Lectures/<Stage>/exercises.json에 있습니다.
            """,
        options: [
            "--all":
                "정답에 가까운 마지막 힌트까지 연습 문제의 힌트를 한 번에 모두 보여 줍니다. "
                + "다음 힌트를 물어본 것으로 세지 않습니다."
        ])

    static let restore = HelpTranslation(
        summary: "강의나 연습 문제의 기준 코드를 되돌려 놓습니다",
        discussion: """
            연습 문제 하나(또는 강의의 모든 연습 문제)의 영역에 기준 코드를 되돌려 놓습니다.
            영역에 직접 쓴 코드가 있으면 먼저 파일 전체를 .workbook/backups/<time>/에 복사하고
            그 경로를 알려 주므로, 쓴 것은 하나도 잃지 않습니다. 연습 문제는 시작했을 때처럼
            '// BEGIN EXERCISE'와 '// END EXERCISE' 줄 사이에 기준 코드를 받고, 강의는 파일이
            'start' 전의 모습으로 돌아가며, 먼저 그 파일들을 보여 줍니다. 'start'로 어느 쪽이든
            다시 스텁으로 만들 수 있습니다. 기준 코드는 정답이므로, 정답을 보고 싶을 때만
            연습 문제를 되돌리십시오.

            '// BEGIN EXERCISE'나 '// END EXERCISE' 줄이 지워진 연습 문제도 고칩니다. 파일을
            백업한 뒤, .workbook/state.json(또는 마지막 git 커밋)에 보관한 기준 코드로 영역을
            다시 만듭니다.

            예: swift run workbook restore mvc-identifier-factory
            """)

    static let diff = HelpTranslation(
        summary: "한 단계에서 다른 단계로 코드가 어떻게 바뀌었는지 보여 줍니다",
        usage: """
            사용법: swift run workbook diff                       (단계들과 비교할 짝을 보여 줍니다)
                    swift run workbook diff <stageA> <stageB> [options]
            """,
        discussion: """
            stageA에서 stageB로 코드가 어떻게 바뀌었는지 보여 줍니다(어느 두 단계든, 어느
            순서든). 파일은 Sources/<Stage>/ 안의 경로로 짝을 짓고, 한쪽에만 있는 파일은
            추가되거나 삭제된 것으로 보여 줍니다. 기본으로는 강의가 읽는 모습대로 보여 줍니다:
            연습 문제 표시 줄과 주석으로 된 스텁은 빼고, 기준 코드는 남깁니다.
            """,
        options: [
            "--stat": "요약만 보여 줍니다: 바뀐 파일마다 추가되고 삭제된 줄 수.",
            "--raw": "표시 줄과 스텁까지, 파일을 있는 그대로 비교합니다.",
            "--tests": "Tests/<StageA>Tests/와 Tests/<StageB>Tests/도 비교합니다.",
            "--exercises":
                "두 단계의 연습 문제 영역만, 정답마다 그 스텁 옆에 보여 줍니다"
                + "(둘이 120칸에 들어가지 않으면 하나씩 차례로).",
            "--context": "바뀐 곳 둘레에 보여 줄 바뀌지 않은 줄 수(기본값 3).",
        ],
        epilogue: """
            색은 터미널에서만 쓰고 NO_COLOR가 설정되어 있으면 쓰지 않으므로, 색 없는 출력을
            노트에 그대로 붙여 넣을 수 있습니다.

            예: swift run workbook diff Lecture2MVC Lecture2MVVM --stat
            """)

    static let watch = HelpTranslation(
        summary: "소스 파일을 저장할 때마다 check를 다시 실행합니다",
        discussion: """
            강의나 연습 문제에 'check'를 실행하고(이름이 없으면 시작한 연습 문제에, 없으면
            전부에), Sources/, Tests/, Lectures/ 아래 파일이 저장될 때마다 다시 실행합니다.
            터미널에서는 먼저 화면을 지우므로 가장 새 결과만 보입니다. 멈추려면 Ctrl-C를
            누르십시오.

            예: swift run workbook watch mvc-identifier-factory
            """)

    static let play = HelpTranslation(
        summary: "여러분의 코드로 돌아가는 강의의 게임을 이 터미널에서 합니다",
        discussion: """
            게임을 빌드하고(swift build --product play) 여러분의 연습 문제를 포함한 강의 자신의
            코드로 이 터미널에서 게임을 합니다. 여러분이 쓴 코드대로 카드가 움직입니다. 연습
            문제 이름을 주면 그 강의를 합니다. 이름이 없으면 연습 문제를 시작한 가장 최근
            강의를, 그런 강의가 없으면 마지막 강의를 합니다.

            코드가 컴파일되지 않으면 게임을 하지 않습니다. 'check'처럼 컴파일 오류마다 그
            오류가 있는 영역의 연습 문제와 함께, 다음에 할 일을 보여 줍니다.

            게임에서는 화살표나 h j k l로 움직이고, Space나 Return으로 고르고, 숫자로 카드를
            고르며, n은 새 게임, q는 끝내기입니다. 터미널이 없으면(파이프 입력) 한 줄에 명령
            하나를 읽습니다: 카드 번호, n 또는 q.

            종료 상태: 게임의 것입니다. q를 누르거나 입력이 끝나면 0, 여러분의 코드가 게임을
            멈췄거나(메시지가 어디인지 알려 줍니다) 컴파일되지 않으면 1, 사용법 오류는 64,
            Ctrl-C 뒤에는 130입니다.
            """,
        options: [
            "--seed": "매번 같은 게임을 나눠 줍니다.",
            "--pairs": "나눠 줄 카드 쌍의 수입니다(강의가 허용하는 경우).",
            "--size":
                "창 크기 대신 C열 L줄(예: 80x24)에 맞춰 게임을 배치합니다.",
        ],
        epilogue: """
            예: swift run workbook play Lecture2MVC --seed 7
            """)
}
