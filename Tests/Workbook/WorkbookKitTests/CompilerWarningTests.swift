import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The compiler's warnings about the student's code are shown after the verdicts, and a crash
/// that one of them explains names it. The build below was captured from an earlier MVC stage,
/// whose controller assigned a new `Label` straight to the lecture's `weak` outlet: the warning
/// said it would be freed at once, and 17 tests crashed on `nil`. Today's stage hands the outlet a
/// label that `view` owns, so a `weak` outlet works there; the formatter's rule is what is tested.
@Suite struct CompilerWarningTests {
    /// The workbook these tests are part of, with mvc-flip-count started on the weak outlet.
    let catalog: Catalog

    init() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        try CleanTree.require(workspace)
        var catalog = try Catalog(workspace: workspace)
        var count = 0
        let bodies = [
            ["weak var flipCountLabel: Label!"],
            [
                "var flipCount = 0 {", "    didSet {",
                "        flipCountLabel.text = \"Flips: \\(flipCount)\"", "    }", "}",
            ],
        ]
        for index in catalog.files.indices
        where catalog.files[index].regions.contains(where: { $0.exerciseID == "mvc-flip-count" }) {
            catalog.files[index] = try catalog.files[index].rewritingRegions { region in
                guard region.exerciseID == "mvc-flip-count" else { return nil }
                defer { count += 1 }
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation,
                    body: bodies[count].map { region.indentation + $0 })
            }
        }
        self.catalog = catalog
    }

    /// From a real build with the weak outlet (`ROOT` stands for the workbook): the warning is
    /// on the given line that assigns the label, its excerpt showing the declaration too.
    static let weakOutletBuild = """
        [5/39] Compiling Lecture2MVC ViewController.swift
        ROOT/Sources/Lecture2MVC/ViewController.swift:36:24: warning: instance will be immediately deallocated because property 'flipCountLabel' is 'weak'
         14 |
         15 |     // BEGIN EXERCISE mvc-flip-count
         16 |     weak var flipCountLabel: Label!
            |              `- note: 'flipCountLabel' declared here
         17 |     // END EXERCISE mvc-flip-count
         18 |
            :
         34 |         self.randomNumberGenerator = randomNumberGenerator
         35 |         // The storyboard connects the outlets once the controller is made.
         36 |         flipCountLabel = Label(text: "Flips: 0")
            |                        |- warning: instance will be immediately deallocated because property 'flipCountLabel' is 'weak'
            |                        `- note: a strong reference is required to prevent the instance from being deallocated
         37 |         for button in cardButtons {

        ROOT/Sources/Lecture2MVC/ViewController.swift:36:24: warning: weak reference will always be nil because the referenced object is deallocated here
         35 |         // The storyboard connects the outlets once the controller is made.
         36 |         flipCountLabel = Label(text: "Flips: 0")
            |                        `- warning: weak reference will always be nil because the referenced object is deallocated here
         37 |         for button in cardButtons {

        ROOT/Sources/Lecture2MVC/Card.swift:3:9: warning: variable 'unused' was never used
         3 |     let unused = 1
           |         `- warning: variable 'unused' was never used
        Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value
        """

    /// The outcome of that build when its tests crashed at `crashLine` of `crashFile`.
    func outcome(crashFile: String, crashLine: Int, output: String = weakOutletBuild)
        -> TestOutcome
    {
        let root = catalog.workspace.root.path
        var outcome = TestOutcome.interpret(
            output: output.replacingOccurrences(of: "ROOT", with: root), eventStream: "",
            root: catalog.workspace.root)
        outcome.ending = .crashed(
            TestCrash(
                reason:
                    "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional"
                    + " value", file: "\(root)/\(crashFile)", line: crashLine))
        outcome.run.suiteFiles["Lecture2MVCTests.FlipCountTests"] =
            "\(root)/Tests/Lecture2MVCTests/FlipCountTests.swift"
        return outcome
    }

    /// What check of mvc-flip-count prints for `outcome`, its Next line last.
    func printed(_ outcome: TestOutcome, language: Language = .en) throws -> [String] {
        let exercise = try #require(catalog.exercise("mvc-flip-count"))
        let report = CheckReport(
            plan: CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter),
            outcome: outcome, catalog: catalog)
        let console = Console(language: language, output: { _ in }, error: { _ in })
        return CheckFormatter(console: console, catalog: catalog).lines(for: report)
            + [
                CheckCommand.nextStep(
                    after: report, catalog: catalog, state: WorkbookState(),
                    asked: "mvc-flip-count", in: language)
            ]
    }

    @Test("the build's warnings are read with their place, an excerpt in two parts included")
    func readsWarnings() {
        let warnings = CompilerDiagnostic.warnings(in: Self.weakOutletBuild)
        #expect(warnings.map(\.line) == [36, 36, 3])
        #expect(warnings.first?.sourceLine == "        flipCountLabel = Label(text: \"Flips: 0\")")
        #expect(CompilerDiagnostic.errors(in: Self.weakOutletBuild).isEmpty)
    }

    @Test(
        "the weak outlet: both warnings are shown, and the nil crash, wherever located, names one")
    func weakOutletCrash() throws {
        let viewController = try #require(
            catalog.files.first { $0.path == "Sources/Lecture2MVC/ViewController.swift" })
        let didSet = try #require(
            viewController.text.components(separatedBy: "\n").firstIndex {
                $0.contains("flipCountLabel.text =")
            })
        // Located in the test file (as one run of the course's code was), or in the region.
        for (file, line) in [
            ("Tests/Lecture2MVCTests/FlipCountTests.swift", 1),
            ("Sources/Lecture2MVC/ViewController.swift", didSet + 1),
        ] {
            let lines = try printed(outcome(crashFile: file, crashLine: line))
            let text = lines.joined(separator: "\n")
            #expect(
                text.contains(
                    "The compiler warned about this: Sources/Lecture2MVC/ViewController.swift:36:24:"
                        + " warning: instance will be immediately deallocated because property"
                        + " 'flipCountLabel' is 'weak'"), "\(text)")
            #expect(text.contains("The compiler warns about your code (2 warnings):"), "\(text)")
            #expect(text.contains("weak reference will always be nil"), "\(text)")
            // A warning about code that is not the student's is not theirs to fix.
            #expect(!text.contains("'unused'"), "\(text)")
            let next = try #require(lines.last)
            #expect(
                next.hasPrefix(
                    "Fix what the compiler warned about at"
                        + " Sources/Lecture2MVC/ViewController.swift:36 (in mvc-flip-count)"),
                "\(next)")
        }
        let korean = try printed(
            outcome(crashFile: "Tests/Lecture2MVCTests/FlipCountTests.swift", crashLine: 1),
            language: .ko)
        #expect(korean.contains { $0.hasPrefix("      컴파일러가 이것을 경고했습니다: ") }, "\(korean)")
    }

    @Test("without the warning in the build, the crash keeps its guesses")
    func crashWithoutWarning() throws {
        let lines = try printed(
            outcome(
                crashFile: "Tests/Lecture2MVCTests/FlipCountTests.swift", crashLine: 1,
                output: "Fatal error: Unexpectedly found nil"))
        #expect(!lines.contains { $0.contains("warn") }, "\(lines)")
        #expect(lines.last?.contains("a `!` on nil?") == true)
    }

    @Test("a warm build prints no warning: the remembered one is shown while the code is unchanged")
    func rememberedAcrossWarmBuilds() throws {
        let printed = CompilerDiagnostic.warnings(
            in: Self.weakOutletBuild.replacingOccurrences(
                of: "ROOT", with: catalog.workspace.root.path))
        let compiled = RememberedWarnings.compiledFiles(in: Self.weakOutletBuild)
        #expect(compiled == ["Lecture2MVC ViewController.swift"])
        var texts: [String: String] = [:]
        for file in catalog.files { texts[file.path] = file.text }
        let read = { (path: String) in texts[path] }
        let viewController = "Sources/Lecture2MVC/ViewController.swift"
        // Before any check, the student's file is not known: it is to be compiled again.
        #expect(
            RememberedWarnings.unknown(in: catalog, stored: [:], read: read) == [viewController])

        let first = RememberedWarnings.merge(
            printed, compiled: compiled, catalog: catalog, stored: [:], read: read)
        #expect(first.warnings.count == 3)
        #expect(first.kept.keys.sorted() == ["Sources/Lecture2MVC/Card.swift", viewController])
        #expect(RememberedWarnings.unknown(in: catalog, stored: first.kept, read: read).isEmpty)

        // Nothing compiled again: the same warnings, placed relative to the workbook.
        let warm = RememberedWarnings.merge(
            [], compiled: [], catalog: catalog, stored: first.kept, read: read)
        #expect(warm.warnings.map(\.message).sorted() == printed.map(\.message).sorted())
        #expect(warm.warnings.allSatisfy { !$0.path.hasPrefix("/") })

        // Compiled again without a warning: it has none any more.
        let clean = RememberedWarnings.merge(
            [], compiled: ["Lecture2MVC ViewController.swift"], catalog: catalog,
            stored: first.kept, read: read)
        #expect(clean.warnings.map(\.path) == ["Sources/Lecture2MVC/Card.swift"])
        #expect(clean.kept[viewController]?.warnings == [])

        // The student's code changed and the build printed nothing: nothing is claimed.
        var changed = catalog
        let index = try #require(changed.files.firstIndex { $0.path == viewController })
        changed.files[index] = try changed.files[index].rewritingRegions { region in
            region.exerciseID == "mvc-flip-count" && region.isStarted
                ? Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation,
                    body: region.body.map { $0.replacingOccurrences(of: "weak ", with: "") })
                : nil
        }
        texts[viewController] = changed.files[index].text
        let after = RememberedWarnings.merge(
            [], compiled: [], catalog: changed, stored: first.kept, read: read)
        #expect(after.warnings.isEmpty)
        #expect(after.kept.isEmpty)
        #expect(
            RememberedWarnings.unknown(in: changed, stored: first.kept, read: read)
                == [viewController])
    }
}
