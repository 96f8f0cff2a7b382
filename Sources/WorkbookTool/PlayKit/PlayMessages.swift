import WorkbookLanguage

/// Every sentence the game itself says; the lectures' tables draw their own labels.
enum PlayMessages {
    static func notACommand(_ text: String) -> Localized {
        Localized(
            en: "\"\(text)\" is not a command.",
            ko: "\(Particle.topic.after("\"\(text)\"")) 명령이 아닙니다.")
    }

    static let noCards = Localized(
        en: "There are no cards to choose.", ko: "고를 카드가 없습니다.")

    static func noSuchCard(_ number: Int, count: Int) -> Localized {
        Localized(
            en: "There is no card \(number): the cards are numbered 1 to \(count).",
            ko: "\(number)번 카드는 없습니다. 카드 번호는 1부터 \(count)까지입니다.")
    }

    static func keys(cards: Int) -> Localized {
        Localized(
            en: "Keys: arrows or hjkl move, Space chooses, "
                + (cards > 0 ? "1-\(cards) picks, " : "") + "n new game, q quits",
            ko: "키: 화살표나 hjkl 이동, Space 고르기, "
                + (cards > 0 ? "1-\(cards) 카드 번호, " : "") + "n 새 게임, q 끝내기")
    }

    static func commands(cards: Int) -> Localized {
        Localized(
            en: "Commands: " + (cards > 0 ? "a card number (1-\(cards)), " : "")
                + "n for a new game, q to quit.",
            ko: "명령: " + (cards > 0 ? "카드 번호(1-\(cards)), " : "") + "n 새 게임, q 끝내기.")
    }

    static func mostLikely(_ suspect: String, started: Bool) -> Localized {
        Localized(
            en:
                " Most likely: \(suspect) (\(started ? "started" : "not started: check your edits")).",
            ko: " 가장 그럴듯한 원인: \(suspect) (\(started ? "시작함" : "시작 전: 고친 곳을 확인하십시오")).")
    }

    static func playingYourCode(_ ids: String) -> Localized {
        Localized(
            en: "Playing your code for: \(ids).", ko: "여러분의 코드로 게임을 합니다: \(ids).")
    }

    static func playingYourCode(count: Int) -> Localized {
        Localized(
            en: "Playing your code for \(count) exercises of this lecture.",
            ko: "이 강의의 연습 문제 \(count)개는 여러분이 쓴 코드로 실행합니다.")
    }

    static func gameStopped(_ stage: String, signal: Int32) -> Localized {
        Localized(
            en: "play: the game stopped: \(stage)'s code ended the program (signal \(signal)).",
            ko: "play: 게임이 멈췄습니다. \(stage)의 코드가 프로그램을 끝냈습니다(시그널 \(signal)).")
    }

    static let howCodeEndsAProgram = Localized(
        en: "A failed precondition, a forced unwrap of nil or an index out of range ends a "
            + "program this way.",
        ko: "실패한 precondition, nil의 강제 언래핑(forced unwrapping), 범위를 벗어난 인덱스가 "
            + "프로그램을 이렇게 끝냅니다.")

    static func lookThereFirst(_ stage: String, started: String) -> Localized {
        Localized(
            en: "Started in \(stage): \(started). Look there first, "
                + "or run `swift run workbook check <id>`.",
            ko: "\(stage)에서 시작한 연습 문제: \(started). 먼저 그곳을 살펴보거나 "
                + "`swift run workbook check <id>`를 실행하십시오.")
    }

    static func didNotFinish(_ stage: String, work: Localized, seconds: String) -> Localized {
        Localized(
            en:
                "play: the game stopped: \(stage)'s code did not finish \(work.en) within \(seconds) s.",
            ko: "play: 게임이 멈췄습니다. \(stage)의 코드가 \(seconds)초 안에 '\(work.ko)'를 끝내지 못했습니다.")
    }

    /// The first deal, before any input: work the watchdog times.
    static let dealingTheFirstGame = Localized(
        en: "dealing the first game", ko: "첫 게임 나눠 주기")

    /// Drawing a frame of the game: work the watchdog times.
    static let drawingTheGame = Localized(en: "drawing the game", ko: "게임 그리기")

    static let probablyNeverFinishes = Localized(
        en: "The code probably never finishes: an endless loop or a wait that never ends.",
        ko: "이 코드는 아마 끝나지 않습니다. 끝없는 반복문이거나 영영 끝나지 않는 기다림입니다.")

    static func noExerciseStarted(_ stage: String) -> Localized {
        Localized(
            en: "No exercise of \(stage) is started, so the lecture's own code was running.",
            ko: "\(stage)에서 시작한 연습 문제가 없으므로, 돌고 있던 것은 강의의 기준 코드입니다.")
    }

    static func lookThereFirst(_ stage: String, started: [String]) -> Localized {
        lookThereFirst(stage, started: started.joined(separator: ", "))
    }

    static func allowMoreTime(_ stage: String, variable: String) -> Localized {
        Localized(
            en: "On a slow machine, allow more time: \(variable)=20 swift run play \(stage)",
            ko: "느린 컴퓨터라면 시간을 더 주십시오: \(variable)=20 swift run play \(stage)")
    }

    static func couldNotStart(reason: String) -> Localized {
        Localized(
            en: "Could not start the game: \(reason).",
            ko: "게임을 시작하지 못했습니다: \(reason).")
    }

    // MARK: - Mistakes on the command line

    static let noLectureToPlay = Localized(
        en: "No lecture can be played.", ko: "실행할 수 있는 강의가 없습니다.")

    static func seedNotANumber(_ text: String) -> Localized {
        Localized(
            en: "--seed takes a whole number from 0 up, not \"\(text)\".",
            ko: "--seed에는 0 이상의 정수를 씁니다. \(Particle.topic.after("\"\(text)\"")) 쓸 수 없습니다.")
    }

    static func pairsNotANumber(_ text: String) -> Localized {
        Localized(
            en: "--pairs takes a whole number, not \"\(text)\".",
            ko: "--pairs에는 정수를 씁니다. \(Particle.topic.after("\"\(text)\"")) 쓸 수 없습니다.")
    }

    static func sizeNotColumnsByLines(_ text: String) -> Localized {
        Localized(
            en: "--size takes columns x lines, such as 80x24, not \"\(text)\".",
            ko: "--size에는 80x24처럼 열 x 줄을 씁니다. "
                + "\(Particle.topic.after("\"\(text)\"")) 쓸 수 없습니다.")
    }

    static func noSuchLecture(_ lecture: String, lectures: [String]) -> Localized {
        let names = lectures.joined(separator: ", ")
        return Localized(
            en: "There is no lecture \"\(lecture)\". The lectures are: \(names).",
            ko: "\(Particle.called.after("\"\(lecture)\"")) 강의는 없습니다. 강의는 다음과 같습니다: \(names).")
    }

    /// `--pairs` for a lecture whose deal is fixed; `sizable` are those that take it, each with
    /// the pairs it deals.
    static func dealsItsOwnCards(_ stage: String, sizable: [(String, ClosedRange<Int>)])
        -> Localized
    {
        Localized(
            en: "\(stage) always deals its own cards; --pairs is for "
                + sizable.map { "\($0) (\($1.lowerBound) to \($1.upperBound))" }
                .joined(separator: ", ") + ".",
            ko: "\(Particle.topic.after(stage)) 늘 자기 카드를 나눕니다. --pairs는 "
                + sizable.map { "\($0)(\($1.lowerBound)–\($1.upperBound))" }
                .joined(separator: ", ") + "에만 씁니다.")
    }

    static func pairsOutOfRange(_ stage: String, deals range: ClosedRange<Int>, not pairs: Int)
        -> Localized
    {
        Localized(
            en: "\(stage) deals \(range.lowerBound) to \(range.upperBound) pairs, not \(pairs).",
            ko: "\(Particle.topic.after(stage)) 짝을 \(range.lowerBound)–\(range.upperBound)개 "
                + "나눕니다. 짝 \(pairs)개는 나눌 수 없습니다.")
    }

    static func timeLimitNotSeconds(_ text: String, variable: String) -> Localized {
        Localized(
            en: "\(variable) takes a number of seconds above 0, not \"\(text)\".",
            ko: "\(variable)에는 0보다 큰 초 수를 씁니다. "
                + "\(Particle.topic.after("\"\(text)\"")) 쓸 수 없습니다.")
    }
}
