import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// Every "Next:" line the tools can print, in both languages, holds one command of the workbook
/// and nothing else, so that what follows "Next:" pastes whole into zsh and bash; what to do sits
/// on the line before it, and a second suggestion (the hint to ask for, what to run once it
/// passes) on a line of its own under it, in one form.
@Suite struct NextLinePasteTests {
    /// Every message with sample values, in both languages.
    static var printed: [(name: String, text: String)] {
        LanguageCatalogTests.samples.flatMap { name, message in
            [(name, message.en), (name + " (ko)", message.ko)]
        }
    }

    /// The lines of `text` a student reads as steps: each "Next:" line and the indented lines
    /// under it (a second suggestion).
    static func stepLines(in text: String) -> [String] {
        var steps: [String] = []
        var underNext = false
        for line in text.components(separatedBy: "\n") {
            if line.contains("Next: ") || line.contains("다음: ") {
                steps.append(line)
                underNext = true
            } else if underNext, line.hasPrefix("      ") {
                steps.append(line)
            } else {
                underNext = false
            }
        }
        return steps
    }

    /// The command a step line ends with: from its first `swift run` or `swift test` to the end of
    /// the line, as a student would select it; nil when the line names no command.
    static func command(endingStep line: String) -> String? {
        guard let start = line.range(of: "swift run ") ?? line.range(of: "swift test") else {
            return nil
        }
        return String(line[start.lowerBound...]).trimmingCharacters(in: .whitespaces)
    }

    // MARK: - Next: lines

    /// What follows "Next: " (or "다음: ") on each line of `text` that opens with it once its
    /// styling (terminal colour codes) and indentation are taken away: all a student copies.
    static func nextCommands(in text: String) -> [String] {
        text.components(separatedBy: "\n").compactMap { line in
            let plain = line.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
                .trimmingCharacters(in: .whitespaces)
            for lead in ["Next:", "다음:"] where plain.hasPrefix(lead) {
                return String(plain.dropFirst(lead.count)).trimmingCharacters(in: .whitespaces)
            }
            return nil
        }
    }

    /// Why `command`, the part of a "Next:" line after "Next: ", is not exactly one command of
    /// the workbook (`swift run workbook <command> <names or options>`), or nil when it is.
    static func problem(withNext command: String) -> String? {
        let calls = PastedShell.read(command).calls
        guard calls.count == 1, let call = calls.first else {
            return "holds \(calls.count) commands"
        }
        let words = call.arguments
        let programs = ["workbook", "workbook-instructor"]
        let names = Workbook.commands.map { $0.name } + Workbook.instructorCommandNames
        guard call.name == "swift", words.count >= 3, words[0] == "run",
            programs.contains(words[1]), names.contains(words[2])
        else { return "is not a command of the workbook" }
        // After its name, a workbook command takes exercise, lecture and option names only.
        let name = #/[A-Za-z0-9._=-]+/#
        if let prose = words.dropFirst(3).first(where: { $0.wholeMatch(of: name) == nil }) {
            return "has `\(prose)` after the command, which is no name the command takes"
        }
        return nil
    }

    /// The lines of `text` where "Next:" follows a sentence instead of opening the line: a
    /// student who copies the command from there copies the sentence too.
    static func joinedNextLines(in text: String) -> [String] {
        text.components(separatedBy: "\n").filter { line in
            let plain = line.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
                .trimmingCharacters(in: .whitespaces)
            return ["Next: ", "다음: "].contains { lead in
                plain.contains(lead) && !plain.hasPrefix(lead)
            }
        }
    }

    /// Every "Next:" line of `outputs` that is not one command of the workbook or that follows
    /// a sentence on its line, and every one of their commands that does not paste whole into
    /// zsh and bash.
    static func problems(_ outputs: [(name: String, text: String)]) throws -> [String] {
        var problems: [String] = []
        var commands: [String] = []
        for (name, text) in outputs {
            for line in joinedNextLines(in: text) {
                problems.append("\(name): `\(line)` joins a sentence and the Next: line")
            }
            for command in nextCommands(in: text) {
                if let problem = problem(withNext: command) {
                    problems.append("\(name): `Next: \(command)` \(problem)")
                } else if !commands.contains(command) {
                    commands.append(command)
                }
            }
        }
        return try problems + PasteableCommandTests.problems(commands)
    }

    // MARK: - What the tools print

    /// Everything the tests below read, gathered once for the suite: it runs many commands.
    static let outputs: [(name: String, text: String)] =
        printed + ((try? checkOutputs()) ?? []) + ((try? walkOutputs()) ?? [])

    /// `check`'s whole output for `target`, the runner handing back `outcome`.
    static func check(
        _ target: String?, in workbook: FixtureWorkbook, language: Language, watching: Bool,
        outcome: @escaping @Sendable (URL) -> TestOutcome
    ) throws -> String {
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            target,
            context: CommandContext(
                currentDirectory: workbook.root, console: recording.console.speaking(language)),
            runner: CannedRunner(outcome), watching: watching)
        return recording.output
    }

    /// `check`'s report of every kind of verdict (`CheckVerdictTextTests`), of a stub that comes
    /// first and of an exercise that breaks the one that uses it, run and watched, in both
    /// languages.
    static func checkOutputs() throws -> [(name: String, text: String)] {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        var files = FixtureWorkbook.soundFiles
        // A workbook whose second exercise requires the first: a stub there comes first.
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
               "hints": ["Use \\\\(name)."], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges", "hints": ["1...n traps at 0."],
               "suites": ["CountTests"], "requires": ["a-greet"]}
            ]
            """
        let chained = try FixtureWorkbook(files: files)
        defer { chained.remove() }
        _ = fixture.run("start", "a-greet")
        _ = chained.run("start", "StageA")
        let countFails: @Sendable (URL) -> TestOutcome = { root in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil), ("StageATests.CountTests", "counted wrong"),
                ]), root: root)
        }
        var outputs: [(String, String)] = []
        for language in [Language.en, .ko] {
            for watching in [false, true] {
                let mode = "\(language.rawValue)\(watching ? ", watching" : "")"
                for verdict in CheckVerdictTextTests.cases {
                    let text = try Self.check(
                        verdict.target, in: fixture, language: language, watching: watching,
                        outcome: verdict.outcome)
                    outputs.append(("check, \(verdict.name) (\(mode))", text))
                }
                let stub = try Self.check(
                    "a-count", in: chained, language: language, watching: watching,
                    outcome: countFails)
                outputs.append(("check, a stub first (\(mode))", stub))
            }
        }
        return outputs
    }

    /// What a student's walk through the fixture prints, command by command, in both languages:
    /// check before anything is started, list, start, hint, compare, review, restore, and check
    /// once every exercise passes.
    static func walkOutputs() throws -> [(name: String, text: String)] {
        let allPass: @Sendable (URL) -> TestOutcome = { root in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil), ("StageATests.CountTests", nil),
                    ("StageBTests.DoubleTests", nil),
                ]), root: root)
        }
        var outputs: [(String, String)] = []
        for language in ["en", "ko"] {
            let walk = try FixtureWorkbook()
            defer { walk.remove() }
            let untouched = try Self.check(
                nil, in: walk, language: Language(rawValue: language) ?? .en, watching: false,
                outcome: allPass)
            outputs.append(("check, nothing started (\(language))", untouched))
            for arguments in [
                ["list"], ["start", "StageA"], ["list"], ["hint", "a-greet"], ["hint", "a-greet"],
                ["compare", "a-greet"], ["review"], ["compare", "b-double"], ["start", "a-greet"],
                ["restore", "a-count"], ["start", "StageB"], ["list"],
            ] {
                let result = runWorkbook(
                    arguments, in: walk.root, environment: ["WORKBOOK_LANG": language])
                outputs.append(
                    (
                        "\(arguments.joined(separator: " ")) (\(language))",
                        result.output + result.error
                    ))
            }
            let checked = try Self.check(
                nil, in: walk, language: Language(rawValue: language) ?? .en, watching: false,
                outcome: allPass)
            outputs.append(("check, all passed (\(language))", checked))
            let review = runWorkbook(
                ["review"], in: walk.root, environment: ["WORKBOOK_LANG": language])
            outputs.append(("review after a pass (\(language))", review.output + review.error))
        }
        return outputs
    }

    // MARK: - Tests

    @Test("a step line's command runs to the line's end, whatever follows it")
    func extraction() {
        #expect(
            Self.command(endingStep: "Next: swift run workbook check a   (stuck? x)")
                == "swift run workbook check a   (stuck? x)")
        #expect(
            Self.stepLines(in: "A\nNext: x\n      Stuck? y\nB\n      z")
                == ["Next: x", "      Stuck? y"])
        #expect(
            Self.nextCommands(in: "Fix it. Next: x\n\u{1B}[1mNext:\u{1B}[0m a b\n      다음: c\nN")
                == ["a b", "c"])
    }

    @Test(
        "a Next: line that is prose, or holds more than the command, is caught",
        arguments: [
            "Next: fix the failures above, then run: swift run workbook check",
            "다음: 위의 실패를 고치십시오. 그런 다음 실행하십시오: swift run workbook check",
            "Next: write a-greet first (its stub breaks a-count's tests)",
            "Next: swift run workbook check a-greet, then swift run workbook review",
            "Next: swift run workbook check a   (stuck? swift run workbook hint a)",
            "Next: tell your instructor that the check ran none of the exercise's tests.",
            "Next: swift run workbook chek a-greet",
            "All passed. Next: swift run workbook start Lecture2MVVM",
            "a-greet는 시작하지 않았습니다: 통과한 것은 강의의 기준 코드입니다. 다음: swift run workbook start StageA",
        ])
    func proseIsCaught(_ line: String) throws {
        #expect(try !Self.problems([("sample", line)]).isEmpty, "\(line)")
    }

    @Test("a Next: line that is one command of the workbook passes")
    func oneCommandPasses() throws {
        let lines = [
            "Next: swift run workbook check a-greet", "다음: swift run workbook start Lecture2MVC",
            "Next: swift run workbook review --give-back",
        ]
        #expect(try Self.problems(lines.map { ("sample", $0) }) == [])
    }

    @Test("every Next: line the tools print is one command of the workbook that pastes whole")
    func everyNextLineIsOneCommand() throws {
        let outputs = Self.outputs
        let nextLines = outputs.flatMap { Self.nextCommands(in: $0.text) }
        #expect(nextLines.count > 80, "the samples and outputs show the Next: lines")
        for message in [
            Messages.writeStubFirst("a-greet", breaks: "a-count"),
            Messages.allPassed + .verbatim("\n") + Messages.next(""),
            Messages.referencePassesNoneYours + .verbatim("\n") + Messages.next(""),
            Messages.fixFailures(of: "a-greet", again: "swift run workbook check a-greet"),
        ] {
            #expect(
                outputs.contains { $0.text.contains(message.en) }
                    && outputs.contains { $0.text.contains(message.ko) },
                "the outputs show every outcome of check, in both languages: \(message.en)")
        }
        let problems = try Self.problems(outputs)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a line that ends in a command after a colon holds that one command, pasted whole")
    func everyCommandAfterAColonPastes() throws {
        // "Undo: swift run workbook restore X   (…)" failed in zsh as "(stuck? …)" did: what a
        // line says of its command goes before the colon, and the command ends the line.
        var commands: [String] = []
        var problems: [String] = []
        for (name, text) in Self.outputs {
            for line in text.components(separatedBy: "\n") {
                guard let colon = line.range(of: ": swift run ") else { continue }
                let command = String(line[line.index(colon.lowerBound, offsetBy: 2)...])
                    .trimmingCharacters(in: .whitespaces)
                guard !command.contains("<"), !commands.contains(command) else { continue }
                commands.append(command)
                let calls = PastedShell.read(command).calls
                let word = #/[A-Za-z0-9._=-]+/#
                if calls.count != 1
                    || !(calls.first?.arguments.allSatisfy { $0.wholeMatch(of: word) != nil }
                        ?? false)
                {
                    problems.append("\(name): `\(line)` holds more than the command it ends with")
                }
            }
        }
        #expect(commands.count > 20, "the outputs show commands after a colon")
        problems += try PasteableCommandTests.problems(commands)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("every command a Next: line or the line under it shows pastes whole, as one command")
    func everyNextLinePastes() throws {
        var commands: [String] = []
        var problems: [String] = []
        for (name, text) in Self.printed {
            for line in Self.stepLines(in: text) {
                guard let command = Self.command(endingStep: line) else { continue }
                commands.append(command)
                let calls = PastedShell.read(command).calls
                if calls.count != 1 || calls.first?.name != "swift" {
                    problems.append("\(name): `\(line)` holds more than one command")
                }
            }
        }
        #expect(commands.count > 30, "the samples show the Next: lines")
        problems += try PasteableCommandTests.problems(commands)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a second suggestion has one form: a line of its own under the Next: line")
    func oneFormForTheHint() {
        for (name, text) in Self.printed {
            #expect(!text.contains("(stuck?") && !text.contains("(막히면"), "\(name): \(text)")
            for marker in ["Stuck? ", "막히면: "] {
                let occurrences = text.components(separatedBy: marker).count - 1
                let ownLine = text.components(separatedBy: "\n      " + marker).count - 1
                #expect(occurrences == ownLine, "\(name): \(text)")
            }
        }
    }
}
