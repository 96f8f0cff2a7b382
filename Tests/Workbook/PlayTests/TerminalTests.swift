import Testing
import WorkbookCommandLine
import WorkbookLanguage

@testable import PlayKit
@testable import play

/// Keys, options and drawing: the parts of `play` that touch the terminal, tested without one.
@MainActor
@Suite struct TerminalTests {
    @Test("arrow keys, h j k l, Space, Return, digits and Ctrl-C become inputs")
    func keys() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] =
            [0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x43] + Array("hjkl 7nq".utf8) + [0x0D, 0x03]
        #expect(
            decoder.decode(bytes) == [
                .move(.up), .move(.right), .move(.left), .move(.down), .move(.up), .move(.right),
                .choose, .digit(7), .newGame, .quit, .choose, .interrupt,
            ])
    }

    @Test("an arrow key split across two reads is still one arrow")
    func splitArrow() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([0x5B, 0x42]) == [.move(.down)])
        #expect(decoder.decode([0x1B]) == [])
        decoder.flush()
        #expect(decoder.decode(Array("q".utf8)) == [.quit], "a lone Escape is dropped")
    }

    @Test("a script line is a card number, n or q")
    func lines() {
        #expect(Input(line: " 12 ") == .card(12))
        #expect(Input(line: "N") == .newGame)
        #expect(Input(line: "q") == .quit)
        #expect(Input(line: "") == nil)
        #expect(Input(line: "flip") == .unknown("flip"))
    }

    @Test("with no lecture named, the latest is played")
    func latest() throws {
        let options = try #require(try PlayOptions.parse([], stages: playableStages))
        #expect(options.stage.name == "Lecture4EnumsOptionals")
    }

    @Test("options are read with a space or an equals sign")
    func options() throws {
        let options = try #require(
            try PlayOptions.parse(
                ["lecture2mvc", "--seed=5", "--pairs", "3", "--size", "40x12"],
                stages: playableStages))
        #expect(options.stage.name == "Lecture2MVC")
        #expect(options.seed == 5)
        #expect(options.pairs == 3)
        #expect(options.size?.width == 40 && options.size?.height == 12)
        #expect(try PlayOptions.parse(["--help"], stages: playableStages) == nil)
    }

    @Test(
        "a wrong argument is a usage error that says what to do",
        arguments: [
            (
                ["Lecture3"],
                "There is no lecture \"Lecture3\". The lectures are: Lecture2MVC, Lecture2MVVM, Lecture4EnumsOptionals."
            ),
            (
                ["Lecture2MVVM", "--pairs", "3"],
                "Lecture2MVVM always deals its own cards; --pairs is for Lecture2MVC (1 to 9)."
            ),
            (["Lecture2MVC", "--pairs", "12"], "Lecture2MVC deals 1 to 9 pairs, not 12."),
            (["--seed"], "--seed needs a value. See: swift run play --help"),
            (["--size", "big"], "--size takes columns x lines, such as 80x24, not \"big\"."),
            (["--colour"], "play does not know --colour. See: swift run play --help"),
            (["-x"], "play does not know -x. See: swift run play --help"),
            (
                ["Lecture2MVC", "Lecture2MVVM"],
                "play takes at most 1 name(s), got: Lecture2MVC Lecture2MVVM. See: swift run play --help"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        let error = #expect(throws: UsageError.self) {
            try PlayOptions.parse(arguments, stages: playableStages)
        }
        #expect(error?.message.en == message)
    }

    @Test("--help wins wherever it stands, as in workbook")
    func helpWins() throws {
        for words in [["--help"], ["-h"], ["--colour", "--help"], ["Lecture2MVC", "-h"]] {
            #expect(try PlayOptions.parse(words, stages: playableStages) == nil, "\(words)")
        }
    }

    @Test("in Korean, a usage error and the help are Korean, with the same names and options")
    func koreanUsage() {
        let error = #expect(throws: UsageError.self) {
            try PlayOptions.parse(["Lecture2MVC", "--pairs", "12"], stages: playableStages)
        }
        #expect(error?.message.ko == "Lecture2MVC는 짝을 1–9개 나눕니다. 짝 12개는 나눌 수 없습니다.")
        let help = PlayOptions.help(stages: playableStages)
        #expect(help(.ko).contains("사용법: swift run play"))
        for option in ["--seed <n>", "--pairs <n>", "--size <c>x<l>", "WORKBOOK_PLAY_TIME_LIMIT"] {
            #expect(help(.en).contains(option) && help(.ko).contains(option), "\(option)")
        }
    }

    @Test("the options section of the help is the parser's options, each with its help")
    func helpListsTheParsedOptions() {
        let help = PlayOptions.help(stages: playableStages)
        // A long help wraps onto the lines below its option: read the text as one line of words.
        let words = { (text: String) in
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        for language in Language.allCases {
            for option in PlayOptions.options {
                let row = words(option.synopsis + " " + option.help(language))
                #expect(words(help(language)).contains(row), "\(option.name)")
            }
        }
        #expect(
            help(.en).contains("\nOPTIONS:\n  --seed <n>       Deal the same game every time.\n"))
        #expect(help(.en).contains("\n  -h, --help       Show this help.\n"))
        #expect(help(.ko).contains("\n옵션:\n  --seed <n>       매번 같은 게임을 나눠 줍니다.\n"))
    }

    @Test("the screen writes only the lines that changed")
    func diff() {
        var screen = Screen(usesColour: false)
        let first = [FrameLine(text: "a", kind: .title), FrameLine(text: "b", kind: .table)]
        let clear = screen.update(to: first, width: 80, height: 24)
        #expect(clear.hasPrefix("\u{1B}[H\u{1B}[2J"))
        let second = [FrameLine(text: "a", kind: .title), FrameLine(text: "c", kind: .table)]
        #expect(screen.update(to: second, width: 80, height: 24) == "\u{1B}[2;1Hc\u{1B}[0m\u{1B}[K")
        #expect(screen.update(to: second, width: 80, height: 24) == "")
    }

    @Test("without colour the highlight is still shown, in reverse video")
    func noColour() {
        let line = FrameLine(text: "[##][##]", kind: .table, highlight: [4..<8])
        #expect(
            Screen(usesColour: false).style(line, width: 80)
                == "[##]\u{1B}[0m\u{1B}[7m[##]\u{1B}[0m")
        #expect(
            Screen(usesColour: true).style(line, width: 80).contains("38;5;208"),
            "card backs are orange")
    }

    @Test("a line is cut to the window's width, counting emoji as two columns")
    func width() {
        let line = FrameLine(text: "[🎃][🎃]", kind: .table)
        #expect(Screen(usesColour: false).style(line, width: 6) == "[🎃][")
    }
}
