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

    /// A mistake on the command line, said in a sentence that tells how to fix it.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// The language of the game's own words, by the workbook's rule (`workbook` passes its choice
    /// on in `WORKBOOK_LANG`); an unknown `WORKBOOK_LANG` is a mistake like a wrong option.
    static func language(
        in environment: [String: String], preferredLanguages: [String] = []
    ) throws(UsageError) -> Language {
        do throws(UnknownLanguage) {
            return try Language.chosen(by: environment, preferredLanguages: preferredLanguages)
        } catch {
            throw UsageError(message: error.description)
        }
    }

    /// Reads `arguments` (without the program's name); `nil` means `--help` was asked for.
    ///
    /// With no lecture named, the latest of `stages` is played.
    static func parse(
        _ arguments: [String], stages: [PlayableStage], language: Language = .en
    ) throws(UsageError) -> PlayOptions? {
        /// The mistake, said in the student's language.
        func mistake(_ en: String, _ ko: String) -> UsageError {
            UsageError(message: Localized(en: en, ko: ko)(language))
        }
        guard let latest = stages.last else {
            throw mistake("No lecture can be played.", "실행할 수 있는 강의가 없습니다.")
        }
        var options = PlayOptions(stage: latest)
        var lecture: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, attached) = split(argument)
            func value() throws(UsageError) -> String {
                if let attached { return attached }
                guard let next = remaining.popFirst() else {
                    throw mistake(
                        "\(name) needs a value. See `swift run play --help`.",
                        "\(name)에는 값이 필요합니다. `swift run play --help`를 보십시오.")
                }
                return next
            }
            switch name {
            case "-h", "--help":
                return nil
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw mistake(
                        "--seed takes a whole number from 0 up, not \"\(text)\".",
                        "--seed에는 0 이상의 정수를 씁니다. \(Particle.topic.after("\"\(text)\"")) 쓸 수 없습니다.")
                }
                options.seed = seed
            case "--pairs":
                let text = try value()
                guard let pairs = Int(text) else {
                    throw mistake(
                        "--pairs takes a whole number, not \"\(text)\".",
                        "--pairs에는 정수를 씁니다. \(Particle.topic.after("\"\(text)\"")) 쓸 수 없습니다.")
                }
                options.pairs = pairs
            case "--size":
                let text = try value()
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                    throw mistake(
                        "--size takes columns x lines, such as 80x24, not \"\(text)\".",
                        "--size에는 80x24처럼 열 x 줄을 씁니다. "
                            + "\(Particle.topic.after("\"\(text)\"")) 쓸 수 없습니다.")
                }
                options.size = (parts[0], parts[1])
            default:
                guard !name.hasPrefix("-"), lecture == nil else {
                    throw mistake(
                        "Unknown argument \"\(argument)\". See `swift run play --help`.",
                        "알 수 없는 인자 \"\(argument)\"입니다. `swift run play --help`를 보십시오.")
                }
                lecture = argument
            }
        }
        if let lecture {
            guard let stage = stages.first(where: { $0.name.lowercased() == lecture.lowercased() })
            else {
                let names = stages.map(\.name).joined(separator: ", ")
                throw mistake(
                    "There is no lecture \"\(lecture)\". The lectures are: \(names).",
                    "\(Particle.called.after("\"\(lecture)\"")) 강의는 없습니다. 강의는 다음과 같습니다: \(names).")
            }
            options.stage = stage
        }
        if let pairs = options.pairs {
            guard let range = options.stage.table.pairsRange else {
                let sizable = stages.compactMap { stage in
                    stage.table.pairsRange.map { (stage.name, $0.lowerBound, $0.upperBound) }
                }
                throw mistake(
                    "\(options.stage.name) always deals its own cards; --pairs is for "
                        + sizable.map { "\($0) (\($1) to \($2))" }.joined(separator: ", ") + ".",
                    "\(Particle.topic.after(options.stage.name)) 늘 자기 카드를 나눕니다. --pairs는 "
                        + sizable.map { "\($0)(\($1)–\($2))" }.joined(separator: ", ")
                        + "에만 씁니다.")
            }
            guard range.contains(pairs) else {
                throw mistake(
                    "\(options.stage.name) deals \(range.lowerBound) to "
                        + "\(range.upperBound) pairs, not \(pairs).",
                    "\(Particle.topic.after(options.stage.name)) \(range.lowerBound)–\(range.upperBound)쌍을 "
                        + "나눕니다. \(pairs)쌍은 나눌 수 없습니다.")
            }
        }
        return options
    }

    /// An option and the value attached with `=`, as in `--seed=7`.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The help, with the lectures that can be played.
    static func help(stages: [PlayableStage]) -> Localized {
        let names = stages.map(\.name).joined(separator: ", ")
        let limit = Int(Watchdog.defaultLimit)
        return Localized(
            en: """
                OVERVIEW: Play a lecture's game, run by that lecture's own code, so that a started
                exercise shows on screen.

                USAGE: swift run play [<lecture>] [--seed <n>] [--pairs <n>] [--size <columns>x<lines>]

                ARGUMENTS:
                  <lecture>        One of \(names); the latest when left out.

                OPTIONS:
                  --seed <n>       Deal the same game every time.
                  --pairs <n>      How many pairs to deal, where the lecture allows it.
                  --size <c>x<l>   Lay the game out for this size instead of the window's.
                  -h, --help       Show this help.

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

                옵션:
                  --seed <n>       매번 같은 게임을 나눕니다.
                  --pairs <n>      나눌 카드 쌍의 수(강의가 허용할 때).
                  --size <c>x<l>   창 크기 대신 이 크기에 맞춰 게임을 배치합니다.
                  -h, --help       이 도움말을 보여 줍니다.

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
