import WorkbookCommandLine
import WorkbookLanguage

/// What `play` was asked for: a lecture, and optionally a seed, a number of pairs and a size.
struct PlayOptions {
    /// The lecture to play.
    var stage: PlayableStage
    /// The seed that fixes every deal, or `nil` for a new game each run.
    var seed: UInt64?
    /// How many pairs to deal, where the lecture allows it.
    var pairs: Int?
    /// A fixed size to lay the game out for, instead of the terminal's.
    var size: (width: Int, height: Int)?

    // MARK: - The options: the game's, shared with `workbook play`, and its help

    static let helpOption = OptionSpec.flag(
        "--help", short: "-h",
        help: Localized(en: "Show this help.", ko: "이 도움말을 보여 줍니다."))
    static let options = GameOptions.all + [helpOption]

    // MARK: - Reading them

    /// The language of the game's own words, by the workbook's rule (`workbook` passes its choice
    /// on in `WORKBOOK_LANG`); an unknown `WORKBOOK_LANG` is a mistake like a wrong option.
    static func language(
        in environment: [String: String], preferredLanguages: [String] = []
    ) throws(UsageError) -> Language {
        do throws(UnknownLanguage) {
            return try Language.chosen(by: environment, preferredLanguages: preferredLanguages)
        } catch {
            // Said in both languages, since the one the student wants is what is unknown.
            throw .invalid(.verbatim(error.description))
        }
    }

    /// Reads `arguments` (without the program's name) with the tool's parser; `nil` means
    /// `--help` was asked for, which wins wherever it stands, as in `workbook`.
    ///
    /// With no lecture named, the latest of `stages` is played.
    static func parse(_ arguments: [String], stages: [PlayableStage]) throws(UsageError)
        -> PlayOptions?
    {
        guard let latest = stages.last else { throw .invalid(PlayMessages.noLectureToPlay) }
        if arguments.contains(where: helpOption.spellings.contains) { return nil }
        let parsed = try Arguments(
            arguments, command: "play", options: options, maxPositionals: 1)
        var options = PlayOptions(stage: latest)
        if let text = parsed.value(of: GameOptions.seed) {
            guard let seed = UInt64(text) else {
                throw .invalid(PlayMessages.seedNotANumber(text))
            }
            options.seed = seed
        }
        if let text = parsed.value(of: GameOptions.pairs) {
            guard let pairs = Int(text) else { throw .invalid(PlayMessages.pairsNotANumber(text)) }
            options.pairs = pairs
        }
        if let text = parsed.value(of: GameOptions.size) {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                throw .invalid(PlayMessages.sizeNotColumnsByLines(text))
            }
            options.size = (parts[0], parts[1])
        }
        if let lecture = parsed.positionals.first {
            guard let stage = stages.first(where: { $0.name.lowercased() == lecture.lowercased() })
            else {
                throw .invalid(PlayMessages.noSuchLecture(lecture, lectures: stages.map(\.name)))
            }
            options.stage = stage
        }
        if let pairs = options.pairs {
            guard let range = options.stage.table.pairsRange else {
                let sizable = stages.compactMap { stage in
                    stage.table.pairsRange.map { (stage.name, $0) }
                }
                throw .invalid(PlayMessages.dealsItsOwnCards(options.stage.name, sizable: sizable))
            }
            guard range.contains(pairs) else {
                throw .invalid(
                    PlayMessages.pairsOutOfRange(options.stage.name, deals: range, not: pairs))
            }
        }
        return options
    }

    /// The help, with the lectures that can be played.
    static func help(stages: [PlayableStage]) -> Localized {
        let names = stages.map(\.name).joined(separator: ", ")
        let limit = Int(Watchdog.defaultLimit)
        let optionSection = { (language: Language) in
            OptionSpec.helpSection(
                for: options, in: language, heading: Localized(en: "OPTIONS:", ko: "옵션:"),
                indent: 2)
        }
        return Localized(
            en: """
                OVERVIEW: Play a lecture's game, run by that lecture's own code, so that a started
                exercise shows on screen.

                USAGE: swift run play [<lecture>] [--seed <n>] [--pairs <n>] [--size <columns>x<lines>]

                ARGUMENTS:
                  <lecture>        One of \(names); the latest when left out.

                \(optionSection(.en))

                IN A TERMINAL: arrows or h j k l move, Space or Return chooses, a number picks a
                card, n deals a new game, q quits.
                WITHOUT ONE (input from a pipe or a file): one command a line, a card number, n or q;
                every frame is printed as plain text. The size is 80x24 unless --size says otherwise.

                ENVIRONMENT: WORKBOOK_PLAY_TIME_LIMIT is how many seconds the lecture's code may
                take for one key or command before the game is stopped as code that probably never
                finishes; \(limit) when it is not set.

                EXIT STATUS: 0 after q or at the end of the input, 1 when the lecture's code stopped
                the program or did not finish in time, 64 for a usage error, 130 after Ctrl-C,
                128+N when ended by signal N.
                """,
            ko: """
                개요: 강의의 게임을 그 강의의 코드로 실행합니다. 시작한 연습 문제가 화면에
                어떻게 보이는지 확인할 수 있습니다.

                사용법: swift run play [<lecture>] [--seed <n>] [--pairs <n>] [--size <columns>x<lines>]

                인자:
                  <lecture>        \(names) 가운데 하나. 생략하면 가장 최근 강의입니다.

                \(optionSection(.ko))

                터미널에서: 화살표나 h j k l로 이동, Space나 Return으로 고르기, 숫자로 카드
                고르기, n은 새 게임, q는 끝내기.
                터미널이 아닐 때(파이프나 파일 입력): 한 줄에 명령 하나(카드 번호, n, q).
                모든 화면은 일반 텍스트로 출력됩니다. --size가 없으면 크기는 80x24입니다.

                환경 변수: WORKBOOK_PLAY_TIME_LIMIT는 강의의 코드가 키나 명령 하나에 쓸 수 있는
                초입니다. 이 시간을 넘기면 아마 끝나지 않는 코드로 보고 게임을 멈춥니다.
                설정하지 않으면 \(limit)초입니다.

                종료 상태: q 뒤나 입력이 끝나면 0, 강의의 코드가 프로그램을 멈췄거나 시간 안에
                끝나지 않으면 1, 사용법 오류는 64, Ctrl-C 뒤에는 130, 시그널 N으로 끝나면 128+N.
                """)
    }
}
