import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The help screens, each whole, in English and Korean: the words are what a reader of `--help`
/// gets, so every line of them is expected here, as it prints.
@Suite final class HelpScreenTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// The words given to `workbook`, the language asked for, and the whole screen it prints.
    struct Screen: Sendable, CustomTestStringConvertible {
        var words: [String]
        var language: Language
        var text: String

        init(_ words: [String], _ language: Language, _ text: String) {
            (self.words, self.language, self.text) = (words, language, text)
        }

        var testDescription: String {
            "workbook \(words.joined(separator: " ")) (\(language.rawValue))"
        }
    }

    @Test("each help screen prints exactly its expected text and exits 0", arguments: screens)
    func screen(_ screen: Screen) {
        let result = runWorkbook(
            screen.words, in: fixture.root,
            environment: [Language.variable: screen.language.rawValue])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        expectText(result.output, equals: screen.text)
    }

    /// The instructor's commands speak English only: their Korean screen is the English one, so
    /// it is listed once and expected in both languages. `diff` speaks Korean too: the Korean
    /// READMEs send students to it.
    static let englishOnly: Set<String> = ["verify", "release", "grade"]

    static let screens: [Screen] =
        written
        + written.filter { englishOnly.contains($0.words[0]) }.map {
            Screen($0.words, .ko, $0.text)
        }

    static let written: [Screen] = [
        Screen(
            ["--help"], .en,
            """
            workbook: start, check and restore the exercises of the Concentration Workbook.

            Usage: swift run workbook <command> [options]   (no command: the same as 'list')

            Students: begin each lecture with 'swift run workbook start <lecture>', so none of
            its answers stays in view; docs/student-guide.md walks the whole path.

            Commands:
                list     List every lecture and exercise with its status (the default)
                start    Replace the reference code of a lecture (or one exercise) with stubs to write
                check    Build and run the tests of a lecture or exercise and say what to do next
                hint     Show the next hint for an exercise
                compare  Once an exercise passes, show your code beside the lecture's
                review   Write a few exercises you passed again, from memory
                restore  Put the reference code of a lecture or exercise back
                watch    Re-run check every time a source file is saved
                edits    Show your edits outside the exercise regions (which grading ignores)
                play     Play a lecture's game in this terminal, run by your code
                diff     Instructors: show how the code changed from one stage to another

            Run 'swift run workbook <command> --help' for the details of one command.
            Instructors: verify, release and grade are in 'swift run workbook-instructor'.
            Every command takes --lang <en|ko>: the language of its messages (else WORKBOOK_LANG,
            else LC_ALL, LC_MESSAGES or LANG: Korean when it starts with 'ko').
            Exit status: 0 ok, 1 tests failed or the command could not do its work, 64 usage error.

            """),
        Screen(
            ["--help"], .ko,
            """
            workbook: Concentration Workbook의 연습 문제를 시작하고, 검사하고, 되돌립니다.

            사용법: swift run workbook <command> [options]   (명령이 없으면 'list'와 같습니다)

            학생 여러분: 강의마다 'swift run workbook start <lecture>'로 시작하십시오. 그래야
            그 강의의 정답이 하나도 보이지 않습니다. 전체 과정은 docs/student-guide.ko.md에
            있습니다.

            명령:
                list     모든 강의와 연습 문제를 상태와 함께 보여 줍니다 (기본 명령)
                start    강의(또는 연습 문제 하나)의 기준 코드를 직접 쓸 스텁으로 바꿉니다
                check    강의나 연습 문제의 테스트를 빌드하고 실행한 뒤 다음에 할 일을 알려 줍니다
                hint     연습 문제의 다음 힌트를 보여 줍니다
                compare  연습 문제를 통과하면, 작성한 코드를 강의의 코드 옆에 보여 줍니다
                review   통과한 연습 문제 몇 개를 기억만으로 다시 씁니다
                restore  강의나 연습 문제의 기준 코드를 되돌려 놓습니다
                watch    소스 파일을 저장할 때마다 check를 다시 실행합니다
                edits    연습 문제 영역 밖에서 고친 곳을 보여 줍니다(채점은 이 줄들을 무시합니다)
                play     여러분의 코드로 돌아가는 강의의 게임을 이 터미널에서 합니다
                diff     한 단계에서 다른 단계로 코드가 어떻게 바뀌었는지 보여 줍니다

            명령 하나의 자세한 내용은 'swift run workbook <command> --help'로 보십시오.
            강사용 명령 verify, release, grade는 'swift run workbook-instructor'에 있습니다.
            모든 명령은 --lang <en|ko>로 메시지의 언어를 고를 수 있습니다(없으면 WORKBOOK_LANG,
            그다음 LC_ALL, LC_MESSAGES, LANG이 'ko'로 시작하면 한국어).
            종료 상태: 0 성공, 1 테스트 실패 또는 명령이 일을 마치지 못함, 64 사용법 오류.

            """),
        Screen(
            ["list", "--help"], .en,
            """
            Usage: swift run workbook list [--json]

            Lists every lecture stage and its exercises: id, title, status and the exact
            'swift test --filter' argument, then your overall progress.

            Status is one of: not started (the reference code, that is the answer, is in
            place), started (the stub is in place), in progress (you changed the stub), done
            (your code passed 'check'). The last line names the next command: 'start <lecture>'
            when nothing of the next lecture is started, so none of its answers stays in view.

            Options:
                --json   Print a JSON array of objects with id, lecture, title, concept, teaches,
                         compileChecks, status, filter and hints (the number of hints).

            """),
        Screen(
            ["list", "--help"], .ko,
            """
            사용법: swift run workbook list [--json]

            강의 단계마다 연습 문제의 id, 제목, 상태, 그리고 정확한
            'swift test --filter' 인자를 보여 준 뒤, 전체 진행 상황을 보여 줍니다.

            상태는 다음 가운데 하나입니다: 시작 전 (기준 코드, 곧 정답이 들어 있음),
            시작함 (스텁이 들어 있음), 작성 중 (스텁을 고쳤음), 완료 ('check'를
            통과함). --json에서는 영어 값(not started, started, in progress, done)을
            씁니다. 마지막 줄은 다음 명령을 알려 줍니다. 다음 강의에서 시작한 것이
            없으면 'start <lecture>'이므로, 그 강의의 정답은 하나도 보이지 않습니다.

            옵션:
                --json   id, lecture, title, concept, teaches, compileChecks, status, filter,
                         hints(힌트 수)를 가진 객체의 JSON 배열을 출력합니다. 키와 값은 영어입니다.

            """),
        Screen(
            ["start", "--help"], .en,
            """
            Usage: swift run workbook start <lecture|exercise>

            Replaces the marked regions of every exercise of a lecture (or of one exercise)
            with stubs, in place, so that you can write the code yourself. It says which files
            it rewrites and where to write each exercise, as the lines are after the rewrite.
            The reference is remembered in .workbook/ so that 'restore' can put it back.

            Begin each lecture by starting all of it: a file often holds several exercises,
            and starting one exercise leaves the answers of the others in view. Starting a
            single exercise is for instructors and reviewers, or to try one exercise again.

            Starting an exercise that is already started changes nothing.

            Example: swift run workbook start Lecture2MVC
            Undo (your own code is backed up first): swift run workbook restore Lecture2MVC

            """),
        Screen(
            ["start", "--help"], .ko,
            """
            사용법: swift run workbook start <lecture|exercise>

            강의의 모든 연습 문제(또는 연습 문제 하나)의 표시된 영역을 그 자리에서 스텁으로
            바꾸어, 코드를 직접 쓸 수 있게 합니다. 어떤 파일을 고쳐 쓰는지, 그리고 고친 뒤의
            줄 번호로 연습 문제마다 어디에 쓰면 되는지 알려 줍니다. 기준 코드는 .workbook/에
            기억해 두므로 'restore'가 되돌릴 수 있습니다.

            강의는 통째로 시작하십시오. 한 파일에 연습 문제가 여럿인 경우가 많아, 하나만
            시작하면 나머지의 정답이 보이는 채로 남습니다. 연습 문제 하나만 시작하는 것은
            강사와 검토자를 위한 것이거나, 한 문제를 다시 풀어 볼 때를 위한 것입니다.

            이미 시작한 연습 문제를 다시 시작해도 아무것도 바뀌지 않습니다.

            예:       swift run workbook start Lecture2MVC
            되돌리기(직접 쓴 코드는 먼저 백업합니다): swift run workbook restore Lecture2MVC

            """),
        Screen(
            ["check", "--help"], .en,
            """
            Usage: swift run workbook check [<lecture|exercise>]

            Builds the workbook and runs the tests of one exercise, or of every exercise of a
            lecture, in a single 'swift test --filter' run. For each exercise it prints passed
            or failed; for the first that failed, every failed expectation with file:line,
            grouped by test; for any other, its first failed expectation and the check that
            shows the rest. Long values are cut to their first elements, and each exercise's
            details to about a screen; --verbose shows everything. Then it says what to do next.

            When a failed exercise needs an earlier one that still holds its stub, that stub
            is named first: it fails the tests by itself, so their advice is held back until
            it is written. A compiler error in your code is reported against the exercise
            whose region it is in; one in code you did not write whose line uses a name
            your region declares, against that region, with your declaration beside the use;
            one in a region of yours caused by a declaration in another (one that departs
            from what that exercise gave, or a name it gave that you renamed or removed),
            against the declaring region, with what the exercise gave; a crash of the test
            process, with the test that was running. When the tests
            built, an exercise's compile checks run too, each as one more test: a snippet
            that must not compile against your code, reported with what it teaches if it
            does. The compiler's warnings about your code are listed after the verdicts,
            and a crash that one of them explains names it. When a failed exercise's code
            calls a random source its exercise's code does not, its tests run a second time,
            and the tests whose result changed between the two runs are named; the exercise
            stays failed, so the same code gets the same verdict on every check.

            With no name it checks the exercises you have started that are not done (one you
            change after it passed is not done any more); when there are none, it checks every
            lecture. Either way it ends with one line per lecture: how many exercises passed,
            failed in this check, or are not started. Checking a lecture ends with its own
            line, and also runs its other tests (those not tied to one exercise) and sums them
            up in one line.

            An exercise whose check passes is marked done in 'swift run workbook list'.
            Exit status: 0 only when everything checked passes, 1 otherwise.

            Options:
                --verbose   Print everything: the whole output of 'swift test' (the build, every
                            test, every message as Swift Testing prints it), and every value in
                            full.

            Example: swift run workbook check mvc-identifier-factory

            """),
        Screen(
            ["check", "--help"], .ko,
            """
            사용법: swift run workbook check [<lecture|exercise>]

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
            여러분의 선언을 쓰는 곳 옆에 보여 주며 보고합니다. 여러분의 한 영역의 오류가
            다른 영역의 선언 때문이면(그 연습 문제가 준 것과 다른 선언이거나, 준 이름을
            바꾸거나 지운 경우) 선언한 영역에, 연습 문제가 준 것과 함께 보고합니다. 테스트
            프로세스의 크래시는 그때 실행 중이던 테스트와 함께 보고합니다. 테스트가
            빌드되면 연습 문제의 컴파일 검사도 테스트 하나로 실행합니다. 여러분의 코드로는
            컴파일되면 안 되는 코드 조각이며, 컴파일되면 그것이 가르치는 내용과 함께
            보고합니다. 여러분의 코드에 대한 컴파일러의 경고는 통과·실패 결과 다음에 보여
            주고, 경고로 설명되는 크래시에는 그 경고를 함께 보여 줍니다. 실패한 연습 문제의
            코드가 그 연습 문제의 코드에는 없는 난수 소스를 부르면 그 테스트를 한 번 더
            실행하고, 두 실행 사이에 결과가 바뀐 테스트를 알려 줍니다. 그 연습 문제는 실패로
            남으므로, 같은 코드는 검사할 때마다 같은 판정을 받습니다.

            이름이 없으면 시작했지만 완료가 아닌 연습 문제를 검사합니다(통과한 뒤 고친 것은
            다시 완료가 아닙니다). 그런 것이 없으면 모든 강의를 검사합니다. 어느 쪽이든
            강의마다 한 줄로, 통과한 연습 문제, 이번 검사에서 실패한 것, 시작하지 않은 것의
            수를 보여 주며 끝납니다. 강의를 검사하면 한 연습 문제에 묶이지 않은 다른
            테스트도 실행하고 한 줄로 요약합니다.

            검사를 통과한 연습 문제는 'swift run workbook list'에서 완료로 표시됩니다.
            종료 상태: 검사한 것이 모두 통과할 때만 0, 그 밖에는 1입니다.

            옵션:
                --verbose   전부 출력합니다. 'swift test'의 출력 전체(빌드, 모든 테스트, Swift
                            Testing이 출력하는 그대로의 모든 메시지)와 모든 값을 끝까지 보여 줍니다.

            예: swift run workbook check mvc-identifier-factory

            """),
        Screen(
            ["hint", "--help"], .en,
            """
            Usage: swift run workbook hint <exercise> [--all]

            Shows the next hint for the exercise, one more each time you ask: the first is a
            nudge, and each later one comes closer to the answer; the last one nearly is the
            answer. After the last hint, asking again repeats it and names the concept.
            Hints are in Lectures/<Stage>/exercises.json.

            Options:
                --all   Show every hint of the exercise at once, the answer-like last one included.
                        They all count as seen: check's advice no longer waits for a hint.

            """),
        Screen(
            ["hint", "--help"], .ko,
            """
            사용법: swift run workbook hint <exercise> [--all]

            물어볼 때마다 연습 문제의 힌트를 하나씩 더 보여 줍니다. 첫 힌트는 살짝 방향만
            알려 주고, 뒤로 갈수록 정답에 가까워지며, 마지막 힌트는 거의 정답입니다. 마지막
            힌트 뒤에 다시 물으면 그 힌트를 되풀이하고 개념을 알려 줍니다.
            힌트는 Lectures/<Stage>/exercises.json에 있습니다.

            옵션:
                --all   정답에 가까운 마지막 힌트까지 연습 문제의 힌트를 한 번에 모두 보여 줍니다.
                        힌트를 모두 본 것으로 셉니다: check의 조언이 더는 힌트를 기다리지 않습니다.

            """),
        Screen(
            ["compare", "--help"], .en,
            """
            Usage: swift run workbook compare <exercise>

            Once the exercise passes, shows the code you wrote between its markers beside the
            lecture's code for the same place: every line of both, yours marked '-', the
            lecture's '+', the lines you share unmarked. Then it says why the lecture writes
            it that way (the exercise's points and its idea).

            An exercise that 'check' has not seen pass since your last change is tested first
            (as 'check <exercise>' does); while tests still fail, it says how many, and the
            lecture's code stays hidden: 'hint' is the way to a nudge.

            It never changes a file, your code included.

            Example: swift run workbook compare mvc-choose-card

            """),
        Screen(
            ["compare", "--help"], .ko,
            """
            사용법: swift run workbook compare <exercise>

            연습 문제를 통과하면, 표시 사이에 작성한 코드를 같은 자리의 강의 코드 옆에
            보여 줍니다: 두 코드의 모든 줄을 보여 주며, 작성한 코드는 '-', 강의의 코드는
            '+'로 표시하고, 둘이 같은 줄은 표시하지 않습니다. 그런 다음 강의가 왜 그렇게
            쓰는지(연습 문제의 핵심과 개념)를 알려 줍니다.

            마지막으로 고친 뒤 'check'가 통과를 보지 못한 연습 문제는 먼저 테스트합니다
            ('check <exercise>'와 같습니다). 실패하는 테스트가 남아 있으면 몇 개인지 알려
            주고, 강의의 코드는 보여 주지 않습니다. 도움이 필요하면 'hint'를 쓰십시오.

            작성한 코드를 포함해 어떤 파일도 바꾸지 않습니다.

            예: swift run workbook compare mvc-choose-card

            """),
        Screen(
            ["review", "--help"], .en,
            """
            Usage: swift run workbook review [<lecture>] [--count <n>]
                   swift run workbook review --give-back

            Picks a few exercises whose check passed (of one lecture, or of all), the ones
            that took the most hints first, then the earliest in the course, and puts their
            stubs back, so that you write them again from memory. Your own code is kept first:
            in .workbook/review.json, and each file is also copied to .workbook/backups/<time>/.

            Then check each exercise as usual. Running 'review' again gives your earlier code
            back to every reviewed exercise that passes again, and says which are still open.
            --give-back gives all of it back at once, passed or not; what you wrote during the
            review is copied to .workbook/backups/<time>/ first. Nothing you wrote is ever lost,
            even if the command is stopped halfway: running it again finishes the job.

            Options:
                --count <n>   How many exercises to review (1 to 12; 3 when not given).
                --give-back   End the review now: every reviewed exercise gets your earlier code
                              back, whether it passes again or not.

            Example: swift run workbook review Lecture2MVC --count 2

            """),
        Screen(
            ["review", "--help"], .ko,
            """
            사용법: swift run workbook review [<lecture>] [--count <n>]
                    swift run workbook review --give-back

            check를 통과한 연습 문제(한 강의 또는 전체) 가운데 몇 개를 고릅니다. 힌트를
            가장 많이 본 것부터, 그다음은 과정에서 가장 앞선 것부터 고르며, 그 영역에 다시
            스텁을 넣어 기억만으로 다시 쓰게 합니다. 먼저 작성한 코드를 보관합니다:
            .workbook/review.json에 두고, 파일마다 .workbook/backups/<time>/에도 복사합니다.

            그런 다음 평소처럼 연습 문제마다 check하십시오. 'review'를 다시 실행하면 다시
            통과한 연습 문제마다 전에 작성한 코드를 돌려주고, 아직 복습 중인 것을 알려
            줍니다. --give-back은 통과 여부와 상관없이 모두 한 번에 돌려줍니다. 복습하며
            쓴 코드는 먼저 .workbook/backups/<time>/에 복사합니다. 명령이 중간에 멈추어도
            작성한 코드는 하나도 잃지 않습니다: 다시 실행하면 하던 일을 마칩니다.

            옵션:
                --count <n>   복습할 연습 문제 수입니다(1부터 12까지, 주지 않으면 3).
                --give-back   지금 복습을 끝냅니다: 다시 통과했든 아니든, 복습한 연습 문제마다 전에
                              작성한 코드를 돌려줍니다.

            예: swift run workbook review Lecture2MVC --count 2

            """),
        Screen(
            ["restore", "--help"], .en,
            """
            Usage: swift run workbook restore <lecture|exercise>
                   swift run workbook restore <exercise> --authored

            Puts the reference code back into the regions of one exercise (or of every
            exercise of a lecture). If a region holds code you wrote, the whole file is first
            copied to .workbook/backups/<time>/ and the copy's path is printed: nothing you
            wrote is lost. An exercise gets the reference code between its '// BEGIN EXERCISE'
            and '// END EXERCISE' lines, as you started it; a lecture gets its files back as
            they were before 'start', and first lists them. 'start' makes either a stub again.
            The reference code is the answer, so restore an exercise only when you want to
            see it.

            It also repairs an exercise whose '// BEGIN EXERCISE' or '// END EXERCISE' line
            was deleted: the file is backed up, and the region is rebuilt from the reference
            kept in .workbook/state.json (or in the last git commit).

            Maintainers: with --authored an exercise gets its region back as it was authored,
            '// BEGIN SOLUTION', the reference, '// STUB' and the stub, as a lecture does.

            Example: swift run workbook restore mvc-identifier-factory

            Options:
                --authored   Maintainers: give an exercise its region back as authored (the
                             reference and its stub), not the reference between its started markers.

            """),
        Screen(
            ["restore", "--help"], .ko,
            """
            사용법: swift run workbook restore <lecture|exercise>
                    swift run workbook restore <exercise> --authored

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

            관리자용: --authored를 붙이면 연습 문제 하나도 강의처럼 작성된 모습의 영역을
            돌려받습니다. '// BEGIN SOLUTION', 기준 코드, '// STUB'과 스텁입니다.

            예: swift run workbook restore mvc-identifier-factory

            옵션:
                --authored   관리자용: 연습 문제의 영역을 시작한 표시 줄 사이의 기준 코드가 아니라,
                             작성된 모습(기준 코드와 스텁) 그대로 돌려받습니다.

            """),
        Screen(
            ["watch", "--help"], .en,
            """
            Usage: swift run workbook watch [<lecture|exercise>]

            Runs 'check' on the lecture or exercise (with no name: on the exercises you have
            started, or on everything if none is), then again each time a file under Sources/,
            Tests/ or Lectures/ is saved. On a terminal the screen is cleared first, so only
            the newest result shows. Press Ctrl-C to stop.

            Example: swift run workbook watch mvc-identifier-factory

            """),
        Screen(
            ["watch", "--help"], .ko,
            """
            사용법: swift run workbook watch [<lecture|exercise>]

            강의나 연습 문제에 'check'를 실행하고(이름이 없으면 시작한 연습 문제에, 없으면
            전부에), Sources/, Tests/, Lectures/ 아래 파일이 저장될 때마다 다시 실행합니다.
            터미널에서는 먼저 화면을 지우므로 가장 새 결과만 보입니다. 멈추려면 Ctrl-C를
            누르십시오.

            예: swift run workbook watch mvc-identifier-factory

            """),
        Screen(
            ["edits", "--help"], .en,
            """
            Usage: swift run workbook edits

            Grading takes only the code between an exercise's markers. This shows, for each
            file with a started exercise, the lines you changed outside the markers, compared
            with the last commit, as a diff. Each region is one line, "… exercise <id> …", on
            both sides: neither your code inside it nor the reference code is shown.
            Move such a change between the markers, or undo it.

            """),
        Screen(
            ["edits", "--help"], .ko,
            """
            사용법: swift run workbook edits

            채점은 연습 문제 표시 사이의 코드만 가져갑니다. 이 명령은 시작한 연습 문제가 있는
            파일마다, 표시 밖에서 바꾼 줄을 마지막 커밋과 비교한 diff로 보여 줍니다. 영역은
            양쪽 모두 "… exercise <id> …" 한 줄로 보이므로, 영역 안에 쓴 코드도 기준 코드도
            보이지 않습니다. 그런 변경은 표시 사이로 옮기거나 되돌리십시오.

            """),
        Screen(
            ["play", "--help"], .en,
            """
            Usage: swift run workbook play [<lecture|exercise>] [options]

            Builds the game (swift build --product play) and plays the lecture in this terminal
            through the lecture's own code, your exercises included: what you wrote is what the
            cards do. An exercise name plays its lecture. With no name it plays the latest
            lecture in which you have started an exercise, or else the latest lecture.

            If the code does not compile, nothing is played: each compiler error is shown against
            the exercise whose region it is in, as 'check' shows it, with what to do next.

            In the game: arrows or h j k l move, Space or Return chooses, a number picks a card,
            n deals a new game, q quits. Without a terminal (input from a pipe) it reads one
            command a line: a card number, n or q.

            Exit status: the game's: 0 after q or at the end of the input, 1 when your code
            stopped the game (its message says where) or did not compile, 64 for a usage error,
            130 after Ctrl-C.

            Options:
                --seed <n>       Deal the same game every time.
                --pairs <n>      How many pairs to deal, where the lecture allows it.
                --size <c>x<l>   Lay the game out for c columns and l lines, such as 80x24, instead
                                 of the window's.

            Example: swift run workbook play Lecture2MVC --seed 7

            """),
        Screen(
            ["play", "--help"], .ko,
            """
            사용법: swift run workbook play [<lecture|exercise>] [options]

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

            옵션:
                --seed <n>       매번 같은 게임을 나눠 줍니다.
                --pairs <n>      나눠 줄 카드 짝의 수입니다(강의가 허용하는 경우).
                --size <c>x<l>   창 크기 대신 c열 l줄(예: 80x24)에 맞춰 게임을 배치합니다.

            예: swift run workbook play Lecture2MVC --seed 7

            """),
        Screen(
            ["diff", "--help"], .en,
            """
            Usage: swift run workbook diff                       (list the stages and the pairs to diff)
                   swift run workbook diff <stageA> <stageB> [options]

            Shows how the code changed from stageA to stageB (any two stages, either order).
            Files are paired by their path inside Sources/<Stage>/; a file on one side only
            is shown as added or removed. By default the code is shown as the lecture reads
            it: exercise markers and commented stubs are left out, the reference is kept.

            Options:
                --stat          Only a summary: each changed file with lines added/removed.
                --raw           Compare the files exactly as they are, markers and stubs included.
                --tests         Also compare Tests/<StageA>Tests/ with Tests/<StageB>Tests/.
                --exercises     Show only the exercise regions of both stages, each solution side by
                                side with its stub (one after the other when the two would not fit
                                in 120 columns).
                --context <N>   Unchanged lines shown around each change (default 3).

            Colour is used only on a terminal and never when NO_COLOR is set, so the plain
            output can be pasted into notes.

            Example: swift run workbook diff Lecture2MVC Lecture2MVVM --stat

            """),
        Screen(
            ["diff", "--help"], .ko,
            """
            사용법: swift run workbook diff                       (단계들과 비교할 짝을 보여 줍니다)
                    swift run workbook diff <stageA> <stageB> [options]

            stageA에서 stageB로 코드가 어떻게 바뀌었는지 보여 줍니다(어느 두 단계든, 어느
            순서든). 파일은 Sources/<Stage>/ 안의 경로로 짝을 짓고, 한쪽에만 있는 파일은
            추가되거나 삭제된 것으로 보여 줍니다. 기본으로는 강의가 읽는 모습대로 보여 줍니다:
            연습 문제 표시 줄과 주석으로 된 스텁은 빼고, 기준 코드는 남깁니다.

            옵션:
                --stat          요약만 보여 줍니다: 바뀐 파일마다 추가되고 삭제된 줄 수.
                --raw           표시 줄과 스텁까지, 파일을 있는 그대로 비교합니다.
                --tests         Tests/<StageA>Tests/와 Tests/<StageB>Tests/도 비교합니다.
                --exercises     두 단계의 연습 문제 영역만, 정답마다 그 스텁 옆에 보여 줍니다(둘이
                                120칸에 들어가지 않으면 하나씩 차례로).
                --context <N>   바뀐 곳 둘레에 보여 줄 바뀌지 않은 줄 수(기본값 3).

            색은 터미널에서만 쓰고 NO_COLOR가 설정되어 있으면 쓰지 않으므로, 색 없는 출력을
            노트에 그대로 붙여 넣을 수 있습니다.

            예: swift run workbook diff Lecture2MVC Lecture2MVVM --stat

            """),
        Screen(
            ["verify", "--help"], .en,
            """
            Usage: swift run workbook-instructor verify
                   swift run workbook-instructor verify <exercise>
                   swift run workbook-instructor verify --mutants [<lecture|exercise>]
                   swift run workbook-instructor verify --cases [<lecture|exercise>]

            The maintainers' proof, run in CI. It checks the markers, then, on a scratch copy
            of the package in .workbook/verify/ (never on your own files):
              - with nothing stubbed, every test of every lecture passes;
              - for every exercise, with only that exercise stubbed, at least one of its own
                tests fails, the test process does not crash (stub fails), and every test that
                fails is one 'check' of it runs (isolation); every exercise that declares it
                "requires" this one has a failing test then (requires);
              - for an exercise with several regions, each region stubbed alone fails its
                check, and no region lies in another stage (coverage);
              - every suite that executes a line of an exercise's regions on the reference
                (measured with code coverage, one suite at a time, in a separate instrumented
                build) is one 'check' of it runs: its own suites, or those of exercises that
                require it (callers);
              - with everything stubbed, the package and its tests compile and run without a
                crash; then, restoring the exercises one at a time in listed order, each
                one's check passes at its turn (order);
              - no stage imports another, so the course's order proves each lecture's;
              - every exercise declares in "teaches" the Swift constructs it teaches, and each
                is code in its solution and not in its stub (teaches);
              - every exercise has its title, concept and hints in every language the workbook
                is translated into, one hint per English hint (translations);
              - each snippet in Tests/<Stage>Tests/CompileChecks/<exercise>/ fails to compile
                against the reference with the error its header names, and compiles with the
                exercise stubbed (compile checks);
              - each case in Lectures/<Stage>/Cases/ (the lecture's code for a region, from
                the write-ups or the course's demo as students typed it, or a known way
                around an exercise's point) put into its regions: the lecture's code passes
                'check' or fails it with the advice the case names, and every bypass fails.
            It prints a table (an exercise per row, a rule per column) and every violation.

            With an exercise's name it proves that exercise's own rules only, building and
            running its stage alone (a minute or two): reference passes, stub fails, isolation,
            requires (as far as its dependents' tests show), coverage, order (with the later
            exercises of its stage stubbed), teaches, compile checks, points, translations and
            its cases. It ends by listing what only the full run proves (callers, the other
            exercises, the package with everything stubbed, the whole course's order).

            With --mutants it instead puts one plausible mistake at a time into each region
            (== and !=, < and <=, && and ||, true and false, a dropped + 1 or - 1, ..< and
            ..., min and max, a dropped !, a deleted statement), runs what 'check' runs, and
            prints each exercise's kill score and every surviving mistake with file:line,
            and every killed mistake whose advice contradicts the values its test saw (an
            advice's premise, or two strings that differ only in invisible scalars).

            With --cases it proves only the cases in Lectures/<Stage>/Cases/: of every
            exercise, or of the lecture or exercise named.

            The scratch copy keeps its build between runs, so later runs are incremental.
            Exercises you have started are verified with their reference code.
            Not available in a student copy. Exit status: 0 when every rule holds, 1 otherwise.

            Options:
                --mutants   Run mutation testing instead: of every exercise, or of the lecture or
                            exercise named.
                --cases     Prove only the cases in Lectures/<Stage>/Cases/: of every exercise, or
                            of the lecture or exercise named.

            """),
        Screen(
            ["release", "--help"], .en,
            """
            Usage: swift run workbook-instructor release <folder> [--through <lecture>] [--force]

            Writes a complete student copy of the workbook into <folder> (new or empty):
            every exercise stubbed (in its started form, so 'workbook list' shows it as
            started), every hint, lecture note and test kept, and no solution text anywhere:
            no .git history, no .build, no .workbook/ state or backups. The copy builds, its
            exercise tests fail until the student solves them, and its own 'workbook' runs
            list, start, check and hint; restore, verify and release refuse there, because
            it has no reference. A file workbook-release.json at its root marks it.

            After writing, every file of the copy is searched for lines that occur only in
            solutions; if one is found the command fails and lists it. It also warns when a
            later stage repeats a line of an earlier solution as plain code: carried-forward
            code must be marked with the earlier exercise's id (docs/authoring-exercises.md).

            With --lang ko the stubs state their rules in Korean, as 'workbook start' does
            for a Korean student.

            Options:
                --through <lecture>   Release only the stages up to this lecture, to hand out one
                                      lecture at a time. Code a later stage carries forward from an
                                      earlier exercise is marked with that exercise's id, so it is
                                      stubbed too.
                --force               Write into a folder that is not empty: files the release
                                      contains are replaced, others are left.

            Example: swift run workbook-instructor release ../student-copy --through Lecture2MVVM

            """),
        Screen(
            ["grade", "--help"], .en,
            """
            Usage: swift run workbook-instructor grade [<lecture|exercise>] --output <folder>
                   swift run workbook-instructor grade [<lecture|exercise>] --submission <student-folder> --output <folder>
                   swift run workbook-instructor grade [<lecture|exercise>] --submissions <class-folder> --output <folder>
                   swift run workbook-instructor grade --gradescope-bundle <folder>

            Runs the tests of the chosen exercises (default: all) once, hidden suites included,
            and writes into <folder>:
                results.json   the Exercism test-runner format, version 3: status pass, fail
                               or error (with the compiler's message when nothing could run),
                               every test in file order with its message, code and task_id
                               (the exercise's number in 'workbook list' order);
                junit.xml      one test suite per exercise, one test case per test.
            It prints one line per exercise: passed, failed, not compiled or crashed.

            --submission grades a student's copy made by 'release': only the code
            inside its exercise regions is taken, laid over a scratch copy of this workbook in
            .workbook/grade/, so the tests and everything else are always yours. Every file the
            student was not meant to edit and did is listed (integrity.json), and ignored.
            Code that does not compile costs only its own exercise: it is graded not compiled,
            and the other exercises again with its stub in its place.

            --submissions grades every folder inside <class-folder> the same way, several at
            once, and writes <folder>/<student>/ for each plus class-summary.csv.

            A student's tests run where their code cannot change its grade: their results come
            through a pipe grading reads as they run, and on Linux with Bubblewrap (bwrap) inside
            a sandbox without network, without the reference answers, where nothing outside the
            build folder can be written and no process outlives the run; as root without it
            (Gradescope, a container job), as a user of their own with limits on processes,
            memory, CPU time and file size, who cannot read your workbook, the other copies or
            the reports, and whose every process is stopped when the run ends. Signs of
            tampering (an early exit, events that contradict the console, a process left
            behind, files written outside the build folder, a limit reached) are listed in
            integrity.json and never count as passed. Reports a student may see never carry
            a hidden test's code, nor its message without --show-hidden-messages.

            --gradescope also writes the grade in Gradescope's results.json format to <file>;
            --gradescope-bundle writes a Gradescope autograder (setup.sh, run_autograder and this
            workbook) into <folder>, to zip and upload.

            Options:
                --output <folder>              Where to write the reports (required).
                --submission <folder>          Grade one student's copy.
                --submissions <folder>         Grade every student copy in the folder.
                --jobs <n>                     Copies graded at once (default: the number of cores).
                --timeout <seconds>            Time the tests of one copy may run (default 60); the
                                               build before them has no limit.
                --gradescope <file>            Also write the grade in Gradescope's results.json
                                               format to <file>.
                --gradescope-bundle <folder>   Write a Gradescope autograder for this workbook into
                                               <folder>, and grade nothing.
                --show-hidden-messages         Put hidden tests' failure messages in results.json,
                                               junit.xml and Gradescope's file (never their code);
                                               by default a student sees only that one failed.
                --no-bubblewrap                Grade as where Bubblewrap cannot run (a container):
                                               as root, students' tests run as a user of their own,
                                               with limits (also WORKBOOK_GRADE_SANDBOX=off).

            Exit status: 0 whenever grading ran, whatever the students' results; 1 when grading
            itself could not run (a report could not be written, the toolchain failed).

            Example: swift run workbook-instructor grade --submissions ../class --output ../grades

            """),
    ]
}
