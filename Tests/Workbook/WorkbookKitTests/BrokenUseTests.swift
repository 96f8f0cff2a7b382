import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The course's own code, typed into a region, compiles there and breaks a use of it elsewhere:
/// `check` blames the region whose declaration the failing line uses, shows it beside the use,
/// and says what the use expects, instead of sending the student to code they did not write.
///
/// Each case is the compiler's output captured from a real build with that code in the region.
@Suite struct BrokenUseTests {
    /// The workbook these tests are part of, and its catalog (every region in reference form).
    let catalog: Catalog

    init() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        catalog = try Catalog(workspace: workspace)
    }

    /// The catalog with every region of `id` started and holding `bodies` (one per region, the
    /// last repeated), as `start` and the student's typing leave it.
    func starting(_ id: String, with bodies: [String]) throws -> Catalog {
        var started = catalog
        var count = 0
        for index in started.files.indices
        where started.files[index].regions.contains(where: { $0.exerciseID == id }) {
            started.files[index] = try started.files[index].rewritingRegions { region in
                guard region.exerciseID == id else { return nil }
                defer { count += 1 }
                let body = bodies[min(count, bodies.count - 1)].components(separatedBy: "\n")
                return Region.startedLines(
                    id: id, indentation: region.indentation,
                    body: body.map { $0.isEmpty ? $0 : region.indentation + $0 })
            }
        }
        return started
    }

    /// `catalog` with exercise `id`'s regions started and holding `body`.
    static func start(_ id: String, with body: [String], in catalog: Catalog) throws -> Catalog {
        var started = catalog
        for index in started.files.indices
        where started.files[index].regions.contains(where: { $0.exerciseID == id }) {
            started.files[index] = try started.files[index].rewritingRegions { region in
                guard region.exerciseID == id else { return nil }
                return Region.startedLines(
                    id: id, indentation: region.indentation,
                    body: body.map { region.indentation + $0 })
            }
        }
        return started
    }

    /// The 1-based line of `catalog`'s file `path` that contains `code`.
    func line(of code: String, in path: String, of catalog: Catalog) throws -> Int {
        let file = try #require(catalog.files.first { $0.path == path })
        let index = try #require(
            file.text.components(separatedBy: "\n").firstIndex {
                $0.contains(code)
            })
        return index + 1
    }

    /// The check of `id` on a build that failed with `output` (`ROOT` standing for the workbook).
    func report(
        _ output: String, checking id: String, in catalog: Catalog, editedOutside: [String] = []
    ) throws -> CheckReport {
        let outcome = TestOutcome.interpret(
            output: output.replacingOccurrences(of: "ROOT", with: catalog.workspace.root.path),
            eventStream: "", root: catalog.workspace.root)
        let exercise = try #require(catalog.exercise(id))
        return CheckReport(
            plan: CheckPlan.planning([exercise], catalog: catalog, state: WorkbookState()),
            outcome: outcome, catalog: catalog, editedOutside: editedOutside)
    }

    /// What check prints for `report`, with its Next line, in `language`.
    func printed(
        _ report: CheckReport, asked id: String, in catalog: Catalog, language: Language = .en
    ) -> [String] {
        let console = Console(language: language, output: { _ in }, error: { _ in })
        return CheckFormatter(console: console, catalog: catalog).lines(for: report)
            + [
                CheckCommand.nextStep(
                    after: report, catalog: catalog, state: WorkbookState(), asked: id,
                    in: language)
            ]
    }

    // MARK: - The 2020 course's choose(card:)

    static let chooseCard = """
        mutating func choose(card: Card) {
            if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }) {
                cards[chosenIndex].isFaceUp.toggle()
            }
        }
        """

    /// From a build with `chooseCard` in mvvm-flip-card: one error in a region not started, one
    /// in given code, one in the terminal's table.
    static let chooseCardOutput = """
        ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:22: error: missing argument label 'card:' in call
        42 |     func choose(_ card: MemoryGame<String>.Card) {
        43 |         // BEGIN SOLUTION mvvm-choose-intent
        44 |         model.choose(card)
           |                      `- error: missing argument label 'card:' in call
        45 |         // STUB
        ROOT/Sources/Lecture2MVVM/EmojiMemoryGameObject.swift:46:22: error: missing argument label 'card:' in call
        45 |     func choose(_ card: MemoryGame<String>.Card) {
        46 |         model.choose(card)
           |                      `- error: missing argument label 'card:' in call
        47 |     }
        ROOT/Sources/Lecture2MVVM/Terminal/TerminalTable.swift:120:21: error: missing argument label 'card:' in call
        119 |         guard let card = game.cards.first else { return false }
        120 |         game.choose(card)
            |                     `- error: missing argument label 'card:' in call
        121 |         return game.cards[0].isFaceUp

        """

    @Test("choose(card:) in the model: the uses that broke are the region's, with its declaration")
    func chooseCardLabel() throws {
        let started = try starting("mvvm-flip-card", with: [Self.chooseCard])
        let report = try report(Self.chooseCardOutput, checking: "mvvm-flip-card", in: started)
        #expect(report.unplacedErrors.isEmpty, "\(report.unplacedErrors)")
        #expect(report.brokenUses.count == 3)
        #expect(report.brokenUses.allSatisfy { $0.exerciseID == "mvvm-flip-card" })
        let entry = try #require(report.entries.first)
        #expect(entry.exercise.id == "mvvm-flip-card")
        guard case .compileError(let errors) = entry.verdict else {
            Issue.record("\(entry.verdict)")
            return
        }
        #expect(errors.count == 3)
        // The region that was not started is not blamed.
        #expect(!report.entries.contains { $0.exercise.id == "mvvm-choose-intent" })

        let path = "Sources/Lecture2MVVM/MemoryGame.swift"
        let declared = try line(of: "func choose(card: Card)", in: path, of: started)
        let lines = printed(report, asked: "mvvm-flip-card", in: started)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("\(path):\(declared): mutating func choose(card: Card) {"), "\(text)")
        #expect(
            text.contains(
                "used at Sources/Lecture2MVVM/Terminal/TerminalTable.swift:120:21: error: missing"
                    + " argument label 'card:' in call"), "\(text)")
        #expect(text.contains("        game.choose(card)"), "\(text)")
        #expect(text.contains("argument with its parameter's label"), "\(text)")
        #expect(!text.contains("marker"), "\(text)")
        #expect(!text.contains("outside every exercise region"), "\(text)")
        #expect(
            lines.last?.hasPrefix(
                "Make your declaration at \(path):\(declared) fit its use at"
                    + " Sources/Lecture2MVVM/EmojiMemoryGame.swift:44") == true,
            "\(lines.last ?? "")")

        let korean = printed(report, asked: "mvvm-flip-card", in: started, language: .ko)
        #expect(korean.contains { $0.contains("인자 레이블") }, "\(korean)")
        #expect(korean.last?.contains("쓰임에 맞게 고치십시오") == true)
    }

    @Test("play reports choose(card:) the same way, and its next step is the declaration")
    func chooseCardInPlay() throws {
        let started = try starting("mvvm-flip-card", with: [Self.chooseCard])
        let output = Self.chooseCardOutput.replacingOccurrences(
            of: "ROOT", with: started.workspace.root.path)
        let report = PlayCommand.buildReport(output, catalog: started)
        #expect(report.entries.map(\.exercise.id) == ["mvvm-flip-card"])
        let declared = try line(
            of: "func choose(card: Card)", in: "Sources/Lecture2MVVM/MemoryGame.swift",
            of: started)
        let next = PlayCommand.nextStep(after: report, stage: "Lecture2MVVM", catalog: started)
        #expect(
            next.hasPrefix(
                "Make your declaration at Sources/Lecture2MVVM/MemoryGame.swift:\(declared)"
                    + " fit its use at Sources/Lecture2MVVM/EmojiMemoryGame.swift:44.\n"
                    + "Next: swift run workbook check mvvm-flip-card\n"),
            "\(next)")
        #expect(!next.contains("marker"))
    }

    @Test("with edits outside the regions, none is blamed and those edits are named, not markers")
    func editsOutsideBlameNoRegion() throws {
        let started = try starting("mvvm-flip-card", with: [Self.chooseCard])
        // The errors in given code only: the one in a region not started is that region's.
        let given = try #require(
            Self.chooseCardOutput.range(of: "ROOT/Sources/Lecture2MVVM/EmojiMemoryGameObject"))
        let report = try report(
            String(Self.chooseCardOutput[given.lowerBound...]), checking: "mvvm-flip-card",
            in: started, editedOutside: ["Sources/Lecture2MVVM/Terminal/TerminalTable.swift"])
        #expect(report.brokenUses.isEmpty)
        #expect(report.unplacedErrors.count == 2)
        let next = try #require(printed(report, asked: "mvvm-flip-card", in: started).last)
        #expect(next.contains("lines you changed outside them"), "\(next)")
        #expect(!next.contains("marker"), "\(next)")
    }

    // MARK: - An error in one region that another region's declaration caused

    /// The state `start` leaves for `ids`: each region's reference and stub, remembered.
    func startedState(_ ids: [String]) throws -> WorkbookState {
        var state = WorkbookState()
        for id in ids {
            for place in catalog.places(of: id) {
                guard case .reference(_, let stub) = place.region.form else { continue }
                state.started[id, default: []].append(
                    .init(
                        file: place.file, ordinal: place.ordinal,
                        reference: place.region.rawLines, stub: stub))
            }
        }
        return state
    }

    /// The check of `id` with `state`, on a build that failed with `output`.
    func report(
        _ output: String, checking id: String, in catalog: Catalog, state: WorkbookState
    ) throws -> CheckReport {
        let outcome = TestOutcome.interpret(
            output: output.replacingOccurrences(of: "ROOT", with: catalog.workspace.root.path),
            eventStream: "", root: catalog.workspace.root)
        let exercise = try #require(catalog.exercise(id))
        return CheckReport(
            plan: CheckPlan.planning([exercise], catalog: catalog, state: state),
            outcome: outcome, catalog: catalog, state: state)
    }

    /// From a build with `chooseCard` in mvvm-flip-card and the lecture's `model.choose(card)` in
    /// mvvm-choose-intent, both started: the first error is in mvvm-choose-intent's region, the
    /// others in given code.
    static let chooseCardAcrossOutput = """
        ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:22: error: missing argument label 'card:' in call
        42 |     func choose(_ card: MemoryGame<String>.Card) {
        43 |         // BEGIN EXERCISE mvvm-choose-intent
        44 |         model.choose(card)
           |                      `- error: missing argument label 'card:' in call
        45 |         // END EXERCISE mvvm-choose-intent
        ROOT/Sources/Lecture2MVVM/EmojiMemoryGameObject.swift:46:22: error: missing argument label 'card:' in call
        45 |     func choose(_ card: MemoryGame<String>.Card) {
        46 |         model.choose(card)
           |                      `- error: missing argument label 'card:' in call
        47 |     }
        ROOT/Sources/Lecture2MVVM/Terminal/TerminalTable.swift:120:21: error: missing argument label 'card:' in call
        119 |         guard let card = game.cards.first else { return false }
        120 |         game.choose(card)
            |                     `- error: missing argument label 'card:' in call
        121 |         return game.cards[0].isFaceUp

        """

    @Test(
        "choose(card:) in the model's region breaks the view model's region: the model's is blamed")
    func chooseCardAcrossRegions() throws {
        let started = try starting("mvvm-flip-card", with: [Self.chooseCard])
        let both = try BrokenUseTests.start(
            "mvvm-choose-intent", with: ["model.choose(card)"], in: started)
        let state = try startedState(["mvvm-flip-card", "mvvm-choose-intent"])
        let report = try report(
            Self.chooseCardAcrossOutput, checking: "mvvm-choose-intent", in: both, state: state)

        #expect(report.brokenUses.map(\.exerciseID) == Array(repeating: "mvvm-flip-card", count: 3))
        #expect(report.brokenUses.map(\.usedIn) == ["mvvm-choose-intent", nil, nil])
        let asked = try #require(report.entries.first)
        #expect(asked.exercise.id == "mvvm-choose-intent")
        #expect(asked.verdict == .notRun(.packageDoesNotCompile), "\(asked.verdict)")
        let cause = try #require(report.entries.first { $0.exercise.id == "mvvm-flip-card" })
        guard case .compileError(let errors) = cause.verdict else {
            Issue.record("\(cause.verdict)")
            return
        }
        #expect(errors.map(\.line) == [44, 46, 120])

        let path = "Sources/Lecture2MVVM/MemoryGame.swift"
        let declared = try line(of: "func choose(card: Card)", in: path, of: both)
        let lines = printed(report, asked: "mvvm-choose-intent", in: both)
        let text = lines.joined(separator: "\n")
        let expected: [String] = [
            "      Your declaration here differs from the one the exercise gave, and a use of it in"
                + " your code of mvvm-choose-intent no longer compiles. Your declaration:",
            "        \(path):\(declared): mutating func choose(card: Card) {",
            "      The exercise gave: func choose(_ card: Card) {",
            "      used at Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:22: error: missing argument"
                + " label 'card:' in call",
            "        model.choose(card)",
            "      A call names each argument with its parameter's label: your code in"
                + " mvvm-choose-intent calls it with labels your declaration does not give.",
        ]
        #expect(text.contains(expected.joined(separator: "\n")), "\(text)")
        // The use in code the student did not write is told apart, as before.
        #expect(
            text.contains("2 uses of your code outside the region no longer compile."), "\(text)")
        #expect(!text.contains("marker"), "\(text)")
        #expect(
            lines.last
                == "Make your declaration at \(path):\(declared) (in mvvm-flip-card) fit its"
                + " use at Sources/Lecture2MVVM/EmojiMemoryGame.swift:44.\nNext: swift run"
                + " workbook check mvvm-choose-intent", "\(lines.last ?? "")")

        let korean = printed(report, asked: "mvvm-choose-intent", in: both, language: .ko)
            .joined(separator: "\n")
        #expect(korean.contains("여기의 선언이 연습 문제가 준 것과 다르고"), "\(korean)")
        #expect(korean.contains("연습 문제가 준 선언: func choose(_ card: Card) {"), "\(korean)")

        // play reads the same build the same way: with no state to tell what the exercise gave,
        // the use that also broke the given code is the evidence.
        let play = PlayCommand.buildReport(
            Self.chooseCardAcrossOutput.replacingOccurrences(
                of: "ROOT", with: both.workspace.root.path), catalog: both)
        #expect(play.entries.map(\.exercise.id) == ["mvvm-flip-card"])
        let next = PlayCommand.nextStep(after: play, stage: "Lecture2MVVM", catalog: both)
        #expect(
            next.hasPrefix(
                "Make your declaration at \(path):\(declared) fit its use at"
                    + " Sources/Lecture2MVVM/EmojiMemoryGame.swift:44.\nNext: swift run workbook"
                    + " check mvvm-flip-card\n"), "\(next)")
    }

    /// The model's `choose` renamed `chooseCard`, as the 2017 course names it, and the lecture's
    /// `model.choose(card)` in mvvm-choose-intent: captured from a real build of both.
    static let renamedChooseOutput = """
        ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:15: error: value of type 'MemoryGame<String>' has no member 'choose'
        42 |     func choose(_ card: MemoryGame<String>.Card) {
        43 |         // BEGIN EXERCISE mvvm-choose-intent
        44 |         model.choose(card)
           |               `- error: value of type 'MemoryGame<String>' has no member 'choose'
        45 |         // END EXERCISE mvvm-choose-intent
        46 |     }
        ROOT/Sources/Lecture2MVVM/EmojiMemoryGameObject.swift:46:15: error: value of type 'MemoryGame<String>' has no member 'choose'
        45 |     func choose(_ card: MemoryGame<String>.Card) {
        46 |         model.choose(card)
           |               `- error: value of type 'MemoryGame<String>' has no member 'choose'
        47 |     }
        ROOT/Sources/Lecture2MVVM/Terminal/TerminalTable.swift:120:14: error: value of type 'MemoryGame<String>' has no member 'choose'
        119 |         guard let card = game.cards.first else { return false }
        120 |         game.choose(card)
            |              `- error: value of type 'MemoryGame<String>' has no member 'choose'
        121 |         return game.cards[0].isFaceUp

        """

    @Test(
        "choose renamed in the model's region: the name it no longer declares is blamed, not its use"
    )
    func renamedMemberAcrossRegions() throws {
        let renamed = Self.chooseCard.replacingOccurrences(
            of: "func choose(card: Card)", with: "func chooseCard(_ card: Card)")
        let started = try starting("mvvm-flip-card", with: [renamed])
        let both = try BrokenUseTests.start(
            "mvvm-choose-intent", with: ["model.choose(card)"], in: started)
        let state = try startedState(["mvvm-flip-card", "mvvm-choose-intent"])
        let report = try report(
            Self.renamedChooseOutput, checking: "mvvm-choose-intent", in: both, state: state)

        #expect(report.brokenUses.map(\.missingName) == ["choose", "choose", "choose"])
        #expect(report.brokenUses.map(\.usedIn) == ["mvvm-choose-intent", nil, nil])
        #expect(report.unplacedErrors.isEmpty)
        let asked = try #require(report.entries.first)
        #expect(asked.verdict == .notRun(.packageDoesNotCompile), "\(asked.verdict)")

        let path = "Sources/Lecture2MVVM/MemoryGame.swift"
        let region = try line(of: "func chooseCard(_ card: Card)", in: path, of: both)
        let lines = printed(report, asked: "mvvm-choose-intent", in: both)
        let expected: [String] = [
            "✘ mvvm-flip-card      does not compile",
            "      Your code here no longer declares `choose`, which the exercise declares, and a"
                + " use of it in your code of mvvm-choose-intent no longer compiles.",
            "      The exercise gave: func choose(_ card: Card) {",
            "      used at Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:15: error: value of type"
                + " 'MemoryGame<String>' has no member 'choose'",
            "        model.choose(card)",
            "      Your code in mvvm-choose-intent calls it `choose`: if you renamed it, keep the"
                + " exercise's name; if you removed it, declare it again.",
        ]
        let text = lines.joined(separator: "\n")
        #expect(text.contains(expected.joined(separator: "\n")), "\(text)")
        #expect(!text.contains("Your declaration:"), "\(text)")
        #expect(
            lines.last
                == "Declare `choose` again in your region at \(path):\(region) (in"
                + " mvvm-flip-card), as its use at Sources/Lecture2MVVM/EmojiMemoryGame.swift:44"
                + " calls it.\nNext: swift run workbook check mvvm-choose-intent",
            "\(lines.last ?? "")")

        // play reads the same build and sends the student to the same place.
        let play = PlayCommand.buildReport(
            Self.renamedChooseOutput.replacingOccurrences(
                of: "ROOT", with: both.workspace.root.path), catalog: both, state: state)
        let next = PlayCommand.nextStep(after: play, stage: "Lecture2MVVM", catalog: both)
        #expect(
            next.hasPrefix(
                "Declare `choose` again in your region at \(path):\(region), as its use at"
                    + " Sources/Lecture2MVVM/EmojiMemoryGame.swift:44 calls it.\nNext: swift run"
                    + " workbook check mvvm-flip-card\n"),
            "\(next)")
    }

    @Test("with the view model's line given, every use of the name the model lacks is blamed on it")
    func renamedMemberOutside() throws {
        let renamed = Self.chooseCard.replacingOccurrences(
            of: "func choose(card: Card)", with: "func chooseCard(_ card: Card)")
        let started = try starting("mvvm-flip-card", with: [renamed])
        let report = try report(
            Self.renamedChooseOutput, checking: "mvvm-flip-card", in: started,
            state: try startedState(["mvvm-flip-card"]))
        #expect(report.brokenUses.map(\.exerciseID) == Array(repeating: "mvvm-flip-card", count: 3))
        #expect(report.brokenUses.allSatisfy { $0.usedIn == nil && $0.missingName == "choose" })
    }

    @Test("a local name of what the exercise gave is no name the region owes anyone")
    func localNameIsNotMissing() throws {
        let started = try starting(
            "mvvm-flip-card", with: ["mutating func choose(_ card: Card) {}"])
        let both = try BrokenUseTests.start(
            "mvvm-choose-intent", with: ["print(chosenIndex)"], in: started)
        let output = """
            ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:15: error: cannot find 'chosenIndex' in scope
            43 |         // BEGIN EXERCISE mvvm-choose-intent
            44 |         print(chosenIndex)
               |               `- error: cannot find 'chosenIndex' in scope
            45 |         // END EXERCISE mvvm-choose-intent

            """
        let report = try report(
            output, checking: "mvvm-choose-intent", in: both,
            state: try startedState(["mvvm-flip-card", "mvvm-choose-intent"]))
        #expect(report.brokenUses.isEmpty)
        #expect(report.entries.first?.exercise.id == "mvvm-choose-intent")
    }

    @Test("with nothing known of what the exercise gave and no other evidence, no region is moved")
    func noEvidenceNoMove() throws {
        let started = try starting("mvvm-flip-card", with: [Self.chooseCard])
        let both = try BrokenUseTests.start(
            "mvvm-choose-intent", with: ["model.choose(card)"], in: started)
        let output = try #require(
            Self.chooseCardAcrossOutput.components(
                separatedBy: "ROOT/Sources/Lecture2MVVM/EmojiMemoryGameObject"
            )
            .first)
        let report = try report(
            output, checking: "mvvm-choose-intent", in: both, state: WorkbookState())
        #expect(report.brokenUses.isEmpty, "\(report.brokenUses)")
        #expect(report.entries.map(\.exercise.id) == ["mvvm-choose-intent"])
    }

    @Test(
        "the model's declaration as the exercise gave it, called wrongly: the calling region is blamed"
    )
    func ownCallIsWrong() throws {
        let given = """
            mutating func choose(_ card: Card) {
                if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }) {
                    cards[chosenIndex].isFaceUp.toggle()
                }
            }
            """
        let started = try starting("mvvm-flip-card", with: [given])
        let both = try BrokenUseTests.start(
            "mvvm-choose-intent", with: ["model.choose(card: card)"], in: started)
        let state = try startedState(["mvvm-flip-card", "mvvm-choose-intent"])
        let output = """
            ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:22: error: extraneous argument label 'card:' in call
            42 |     func choose(_ card: MemoryGame<String>.Card) {
            43 |         // BEGIN EXERCISE mvvm-choose-intent
            44 |         model.choose(card: card)
               |                     `- error: extraneous argument label 'card:' in call
            45 |         // END EXERCISE mvvm-choose-intent

            """
        let report = try report(output, checking: "mvvm-choose-intent", in: both, state: state)
        #expect(report.brokenUses.isEmpty, "\(report.brokenUses)")
        let entry = try #require(report.entries.first)
        guard case .compileError(let errors) = entry.verdict else {
            Issue.record("\(entry.verdict)")
            return
        }
        #expect(entry.exercise.id == "mvvm-choose-intent")
        #expect(errors.count == 1)
        #expect(!report.entries.contains { $0.exercise.id == "mvvm-flip-card" })
        let next = try #require(printed(report, asked: "mvvm-choose-intent", in: both).last)
        #expect(
            next.hasPrefix(
                "Fix the compiler error at Sources/Lecture2MVVM/EmojiMemoryGame.swift:44"),
            "\(next)")
    }

    @Test(
        "a missing mutating in the model's region stays its own, beside a Card typed the lecture's way"
    )
    func missingMutatingStaysOwn() throws {
        // The 2020 lecture's `var isFaceUp: Bool = false`: a departure from the stub's spelling
        // that no use can tell, and the flip's own mistake, a `func` that changes `cards`.
        let card = try starting(
            "mvvm-card-content-init",
            with: [
                """
                init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
                    cards = []
                }
                """,
                """
                struct Card: Identifiable {
                    var isFaceUp: Bool = false
                    var isMatched: Bool = false
                    var content: CardContent
                    var id: Int
                }
                """,
            ])
        let both = try BrokenUseTests.start(
            "mvvm-flip-card",
            with: [
                "func choose(_ card: Card) {",
                "    if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }) {",
                "        cards[chosenIndex].isFaceUp.toggle()",
                "    }",
                "}",
            ], in: card)
        let flip = try line(
            of: "cards[chosenIndex].isFaceUp.toggle()", in: "Sources/Lecture2MVVM/MemoryGame.swift",
            of: both)
        let state = try startedState(["mvvm-card-content-init", "mvvm-flip-card"])
        let output = """
            ROOT/Sources/Lecture2MVVM/MemoryGame.swift:\(flip):41: error: cannot use mutating member on immutable value: 'self' is immutable
            \(flip) |             cards[chosenIndex].isFaceUp.toggle()
               |                                         `- error: cannot use mutating member on immutable value: 'self' is immutable

            """
        let report = try report(output, checking: "mvvm-flip-card", in: both, state: state)
        #expect(report.brokenUses.isEmpty, "\(report.brokenUses)")
        #expect(report.entries.map(\.exercise.id) == ["mvvm-flip-card"])
    }

    @Test("a departing declaration whose name the error only shares, not names, is not blamed")
    func sharedWordIsNoEvidence() throws {
        let started = try starting("mvvm-flip-card", with: [Self.chooseCard])
        let both = try BrokenUseTests.start(
            "mvvm-choose-intent", with: ["modle.choose(card)"], in: started)
        let state = try startedState(["mvvm-flip-card", "mvvm-choose-intent"])
        let output = """
            ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:44:9: error: cannot find 'modle' in scope
            43 |         // BEGIN EXERCISE mvvm-choose-intent
            44 |         modle.choose(card)
               |         `- error: cannot find 'modle' in scope
            45 |         // END EXERCISE mvvm-choose-intent

            """
        let report = try report(output, checking: "mvvm-choose-intent", in: both, state: state)
        #expect(report.brokenUses.isEmpty, "\(report.brokenUses)")
        #expect(report.entries.first?.exercise.id == "mvvm-choose-intent")
    }

    /// From a build with the 2020 lecture's first `firstIndex(matching:)` (an `Int`, a bogus `0`
    /// when nothing matches) in l4-first-index-matching and the lecture's `choose(card:)`, which
    /// unwraps it with `if let`, in l4-choose-matching (e-w-h/Memorize, both typed in).
    static let bogusIndexOutput = """
        ROOT/Sources/Lecture4EnumsOptionals/MemoryGame.swift:14:12: error: initializer for conditional binding must have Optional type, not 'Int'
        12 |     mutating func choose(card: Card) {
        13 |         print("card chosen: \\(card)")
        14 |         if let chosenIndex: Int = cards.firstIndex(matching: card), !cards[chosenIndex].isFaceUp, !cards[chosenIndex].isMatched {
           |            `- error: initializer for conditional binding must have Optional type, not 'Int'
        15 |             if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
        ROOT/Sources/Lecture4EnumsOptionals/Grid.swift:56:15: error: initializer for conditional binding must have Optional type, not 'Int'
        55 |     private func draw(_ item: Item, in layout: GridLayout, on canvas: inout TextCanvas) {
        56 |         guard let index = items.firstIndex(matching: item),
           |               `- error: initializer for conditional binding must have Optional type, not 'Int'
        57 |             let location = layout.location(ofItemAt: index)

        """

    @Test(
        "an Int firstIndex(matching:) under the lecture's if let: the declaration is blamed, an optional named"
    )
    func bogusIndexAcrossRegions() throws {
        let first = try BrokenUseTests.start(
            "l4-first-index-matching",
            with: [
                "extension Array where Element: Identifiable {",
                "    func firstIndex(matching: Element) -> Int {",
                "        for index in 0..<self.count {",
                "            if self[index].id == matching.id {",
                "                return index",
                "            }",
                "        }",
                "        return 0  // TODO: bogus!",
                "    }",
                "}",
            ], in: catalog)
        let both = try BrokenUseTests.start(
            "l4-choose-matching",
            with: [
                "struct MemoryGame<CardContent> where CardContent: Equatable {",
                "    var cards: Array<Card>",
                "",
                "    var indexOfTheOneAndOnlyFaceUpCard: Int?",
                "",
                "    mutating func choose(card: Card) {",
                "        print(\"card chosen: \\(card)\")",
                "        if let chosenIndex: Int = cards.firstIndex(matching: card), !cards[chosenIndex].isFaceUp, !cards[chosenIndex].isMatched {",
                "            self.cards[chosenIndex].isFaceUp = true",
                "        }",
                "    }",
            ], in: first)
        let state = try startedState(["l4-first-index-matching", "l4-choose-matching"])
        let report = try report(
            Self.bogusIndexOutput, checking: "l4-choose-matching", in: both, state: state)

        #expect(report.brokenUses.map(\.usedIn) == ["l4-choose-matching", nil])
        #expect(report.brokenUses.allSatisfy { $0.exerciseID == "l4-first-index-matching" })
        let lines = printed(report, asked: "l4-choose-matching", in: both)
        let text = lines.joined(separator: "\n")
        let path = "Sources/Lecture4EnumsOptionals/Array+Identifiable.swift"
        let declared = try line(of: "-> Int {", in: path, of: both)
        #expect(
            text.contains("      The exercise gave: func firstIndex(matching: Element) -> Int? {"),
            "\(text)")
        #expect(
            text.contains(
                "Your code in l4-choose-matching unwraps it with `if let` or `guard let`, which"
                    + " needs an optional: your declaration gives a plain value."), "\(text)")
        #expect(
            text.contains(
                "The code outside your region unwraps it with `if let` or `guard let`"), "\(text)")
        #expect(
            lines.last
                == "Make your declaration at \(path):\(declared) (in l4-first-index-matching)"
                + " fit its use at Sources/Lecture4EnumsOptionals/MemoryGame.swift:14.\nNext:"
                + " swift run workbook check l4-choose-matching", "\(lines.last ?? "")")
    }

    // MARK: - A Card that declares id before content

    static let idFirst = [
        """
        init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
            cards = []
            for pairIndex in 0..<numberOfPairsOfCards {
                let content = createCardContent(pairIndex)
                cards.append(Card(id: 2 * pairIndex, content: content))
                cards.append(Card(id: 2 * pairIndex + 1, content: content))
            }
        }
        """,
        """
        struct Card: Identifiable {
            var id: Int
            var isFaceUp = false
            var isMatched = false
            var content: CardContent
        }
        """,
    ]

    /// Three of the errors (of about twenty) from a build with `idFirst` in
    /// mvvm-card-content-init, and one that follows from them without naming the card.
    static let idFirstOutput = """
        ROOT/Tests/Lecture2MVVMTests/CardContentInitTests.swift:11:66: error: argument 'id' must precede argument 'content'
         9 |     @Test("a card is Identifiable, so that ForEach can tell the cards apart by their id")
        10 |     func cardIsIdentifiable() {
        11 |         let card: Any = MemoryGame<String>.Card(content: "👻", id: 0)
           |                                                               `- error: argument 'id' must precede argument 'content'
        12 |         #expect(
        ROOT/Tests/Lecture2MVVMTests/CardViewTests.swift:14:75: error: argument 'id' must precede argument 'isFaceUp'
        13 |     func faceUpShowsContent() {
        14 |         let body = CardView(card: .init(isFaceUp: true, content: content, id: 0)).body
           |                                                                           `- error: argument 'id' must precede argument 'isFaceUp'
        15 |         #expect(
        ROOT/Tests/Lecture2MVVMTests/CardViewTests.swift:27:59: error: argument 'id' must precede argument 'content'
        26 |     func faceDownHidesContent() {
        27 |         let body = CardView(card: .init(content: content, id: 0)).body
           |                                                           `- error: argument 'id' must precede argument 'content'
        28 |         #expect(
        ROOT/Tests/Lecture2MVVMTests/CardViewTests.swift:81:17: error: generic parameter 'Element' could not be inferred
        80 |         let matched = CardView(card: .init(isMatched: true, content: content, id: 0)).body
        81 |         #expect(Set([faceUp, faceDown, matched]).count == 3)
           |                 `- error: generic parameter 'Element' could not be inferred

        """

    @Test("a Card that declares id first: the tests' memberwise calls are blamed on its order")
    func memberOrder() throws {
        let started = try starting("mvvm-card-content-init", with: Self.idFirst)
        let report = try report(
            Self.idFirstOutput, checking: "mvvm-card-content-init", in: started)
        #expect(report.brokenUses.count == 3)
        #expect(report.brokenUses.allSatisfy { $0.exerciseID == "mvvm-card-content-init" })
        let path = "Sources/Lecture2MVVM/MemoryGame.swift"
        let id = try line(of: "    var id: Int", in: path, of: started)
        let content = try line(of: "    var content: CardContent", in: path, of: started)
        #expect(id < content)
        let text = printed(report, asked: "mvvm-card-content-init", in: started)
            .joined(separator: "\n")
        // Both sides of the order, in the order the student declared them.
        let shownID = try #require(text.range(of: "\(path):\(id): var id: Int"), "\(text)")
        let shownContent = try #require(text.range(of: "\(path):\(content): var content"))
        #expect(shownID.lowerBound < shownContent.lowerBound)
        #expect(text.contains("in the order they are declared"), "\(text)")
        #expect(text.contains("Make your declaration at \(path):"), "\(text)")
        #expect(!text.contains("marker"))
        // A local of the student's init is no declaration code outside can use.
        #expect(!text.contains("let content = createCardContent"), "\(text)")
        // The error that follows from them names no declaration: it stays where it is, said
        // briefly as likely following from the others.
        #expect(report.unplacedErrors.map(\.line) == [81])
        #expect(
            text.contains(
                "Other compiler errors outside the regions, most likely following from those"
                    + " above:\n    Tests/Lecture2MVVMTests/CardViewTests.swift:81:17: error:"
                    + " generic parameter 'Element' could not be inferred\n"), "\(text)")
    }

    // MARK: - The 2017 course's private lazy var game

    @Test("the 2017 course's private lazy var game: the table's use names the access level")
    func privateGame() throws {
        let started = try starting(
            "mvc-lazy-game",
            with: [
                """
                private lazy var game = Concentration(
                    numberOfPairsOfCards: (cardButtons.count + 1) / 2, using: &randomNumberGenerator)
                """
            ])
        let output = """
            ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:123:24: error: 'game' is inaccessible due to 'private' protection level
            122 |     private var cards: [Card] {
            123 |         viewController.game.cards
                |                        `- error: 'game' is inaccessible due to 'private' protection level
            124 |     }

            """
        let report = try report(output, checking: "mvc-lazy-game", in: started)
        #expect(report.brokenUses.map(\.exerciseID) == ["mvc-lazy-game"])
        let path = "Sources/Lecture2MVC/ViewController.swift"
        let declared = try line(of: "private lazy var game", in: path, of: started)
        let lines = printed(report, asked: "mvc-lazy-game", in: started)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("\(path):\(declared): private lazy var game"), "\(text)")
        #expect(text.contains("`private` hides it from code outside its declaration"), "\(text)")
        #expect(lines.last?.contains("\(path):\(declared) fit its use at") == true)
    }

    // MARK: - var flipCountLabel: Label?

    @Test("an optional label where the lecture's is implicitly unwrapped: the use wants a value")
    func optionalLabel() throws {
        let started = try starting(
            "mvc-flip-count",
            with: [
                "var flipCountLabel: Label?",
                """
                var flipCount = 0 {
                    didSet {
                        flipCountLabel?.text = "Flips: \\(flipCount)"
                    }
                }
                """,
            ])
        let output = """
            ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:106:27: error: value of optional type 'Label?' must be unwrapped to refer to member 'text' of wrapped base type 'Label'
            105 |         }
            106 |         if viewController.flipCountLabel.text != "Flips: \\(viewController.flipCount)" {
                |                           |- error: value of optional type 'Label?' must be unwrapped to refer to member 'text' of wrapped base type 'Label'
                |                           |- note: chain the optional using '?' to access member 'text' only for non-'nil' base values
                |                           `- note: force-unwrap using '!' to abort execution if the optional value contains 'nil'
            107 |             return .labelOutOfStep(flips: viewController.flipCount)

            """
        let report = try report(output, checking: "mvc-flip-count", in: started)
        #expect(report.brokenUses.map(\.exerciseID) == ["mvc-flip-count"])
        let text = printed(report, asked: "mvc-flip-count", in: started).joined(separator: "\n")
        #expect(text.contains(": var flipCountLabel: Label?"), "\(text)")
        #expect(text.contains("an implicitly unwrapped optional (`!`)"), "\(text)")
    }

    @Test("a failing line that uses nothing of a started region is left where it is")
    func unrelatedError() throws {
        let started = try starting("mvc-flip-count", with: ["var flipCountLabel: Label!"])
        let output = """
            ROOT/Sources/Lecture2MVC/Terminal/TerminalTable.swift:10:5: error: cannot find 'lectureTitle' in scope
            10 |     lectureTitle
               |     `- error: cannot find 'lectureTitle' in scope

            """
        let report = try report(output, checking: "mvc-flip-count", in: started)
        #expect(report.brokenUses.isEmpty)
        #expect(report.unplacedErrors.count == 1)
        let next = try #require(printed(report, asked: "mvc-flip-count", in: started).last)
        #expect(next.contains("a name on its line that one of your regions declares"), "\(next)")
        #expect(!next.contains("marker"), "\(next)")
    }

    @Test("the labels a declaration gives its parameters, a function type's arrow included")
    func labels() {
        let found = BrokenUse.attribute(
            [
                CompilerDiagnostic(
                    path: "T.swift", line: 1, column: 1, message: "extra argument",
                    excerpt: ["1 | MemoryGame(numberOfPairsOfCards: 2)"])
            ],
            catalog: (try? starting(
                "mvvm-card-content-init",
                with: [
                    "init(makeContent: (Int) -> CardContent, numberOfPairsOfCards: Int) {}",
                    "struct Card {}",
                ])) ?? catalog)
        #expect(found.first??.exerciseID == "mvvm-card-content-init")
    }
}
