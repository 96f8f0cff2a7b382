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

    /// Reads `arguments` (without the program's name); `nil` means `--help` was asked for.
    ///
    /// With no lecture named, the latest of `stages` is played.
    static func parse(_ arguments: [String], stages: [PlayableStage]) throws(UsageError)
        -> PlayOptions?
    {
        guard let latest = stages.last else {
            throw UsageError(message: "No lecture can be played.")
        }
        var options = PlayOptions(stage: latest)
        var lecture: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, attached) = split(argument)
            func value() throws(UsageError) -> String {
                if let attached { return attached }
                guard let next = remaining.popFirst() else {
                    throw UsageError(message: "\(name) needs a value. See `swift run play --help`.")
                }
                return next
            }
            switch name {
            case "-h", "--help":
                return nil
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw UsageError(
                        message: "--seed takes a whole number from 0 up, not \"\(text)\".")
                }
                options.seed = seed
            case "--pairs":
                let text = try value()
                guard let pairs = Int(text) else {
                    throw UsageError(message: "--pairs takes a whole number, not \"\(text)\".")
                }
                options.pairs = pairs
            case "--size":
                let text = try value()
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                    throw UsageError(
                        message: "--size takes columns x lines, such as 80x24, not \"\(text)\".")
                }
                options.size = (parts[0], parts[1])
            default:
                guard !name.hasPrefix("-"), lecture == nil else {
                    throw UsageError(
                        message: "Unknown argument \"\(argument)\". See `swift run play --help`.")
                }
                lecture = argument
            }
        }
        if let lecture {
            guard let stage = stages.first(where: { $0.name.lowercased() == lecture.lowercased() })
            else {
                let names = stages.map(\.name).joined(separator: ", ")
                throw UsageError(
                    message: "There is no lecture \"\(lecture)\". The lectures are: \(names).")
            }
            options.stage = stage
        }
        if let pairs = options.pairs {
            guard let range = options.stage.table.pairsRange else {
                let sizable = stages.compactMap { stage in
                    stage.table.pairsRange.map {
                        "\(stage.name) (\($0.lowerBound) to \($0.upperBound))"
                    }
                }
                throw UsageError(
                    message: "\(options.stage.name) always deals its own cards; --pairs is for "
                        + sizable.joined(separator: ", ") + ".")
            }
            guard range.contains(pairs) else {
                throw UsageError(
                    message: "\(options.stage.name) deals \(range.lowerBound) to "
                        + "\(range.upperBound) pairs, not \(pairs).")
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
    static func help(stages: [PlayableStage]) -> String {
        let names = stages.map(\.name).joined(separator: ", ")
        return """
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
            finishes; \(Int(Watchdog.defaultLimit)) when it is not set.

            EXIT STATUS: 0 after q or at the end of the input, 1 when the lecture's code stopped
            the program or did not finish in time, 64 for a usage error, 130 after Ctrl-C,
            128+N when ended by signal N.
            """
    }
}

extension PlayOptions {
    /// Options with only a lecture.
    init(stage: PlayableStage) {
        self.stage = stage
    }
}
