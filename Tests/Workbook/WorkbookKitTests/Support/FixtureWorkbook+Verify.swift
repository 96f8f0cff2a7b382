import Foundation

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// Fixtures for `verify`: a sound workbook (every rule holds) and one planted violation of each rule.
///
/// The sound one gives Stage B's greeting its own exercise `b-shout` (a later stage's copy is its
/// own exercise), gives `a-count` a second region, so coverage has a region to prove, and declares
/// what every exercise teaches.
extension FixtureWorkbook {
    /// Every rule of `verify` holds here; `soundUses` says which code each suite really uses.
    static let soundFiles: [String: String] = {
        var files = FixtureWorkbook.files
        files["Sources/StageA/Counting.swift"] = """
            /// Counts down from `n` to 1.
            func countDown(from n: Int) -> [Int] {
                // BEGIN SOLUTION a-count
                count(to: n).reversed()
                // STUB
                // []
                // END SOLUTION
            }
            """
        files["Tests/StageATests/CountTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct CountTests {
                @Test("count(to: 3) is 1, 2, 3") func three() { #expect(count(to: 3) == [1, 2, 3]) }
                @Test("countDown(from: 2) is 2, 1") func down() { #expect(countDown(from: 2) == [2, 1]) }
            }
            """
        files["Sources/StageB/Greeting.swift"] = files["Sources/StageB/Greeting.swift"]!
            .replacingOccurrences(of: "BEGIN SOLUTION a-greet", with: "BEGIN SOLUTION b-shout")
        files["Tests/StageBTests/DoubleTests.swift"] = """
            import Testing
            @testable import StageB

            @Suite struct DoubleTests {
                @Test("double(21) is 42") func doubles() { #expect(double(21) == 42) }
            }
            """
        files["Tests/StageBTests/ShoutTests.swift"] = """
            import Testing
            @testable import StageB

            @Suite struct ShoutTests {
                @Test("greet shouts") func shouts() { #expect(greet("a") == "HELLO, A!") }
            }
            """
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
               "teaches": ["\\\\("], "hints": ["Use \\\\(name)."], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges",
               "teaches": ["guard", "...", "reversed()"], "hints": ["1...n traps at 0."],
               "suites": ["CountTests"]}
            ]
            """
        files["Lectures/StageB/exercises.json"] = """
            [
              {"id": "b-shout", "title": "Shout", "concept": "Methods", "teaches": ["uppercased()"],
               "hints": ["uppercased()"], "suites": ["ShoutTests"]},
              {"id": "b-double", "title": "Double", "concept": "Arithmetic", "teaches": ["*"],
               "hints": ["Multiply."], "suites": ["DoubleTests"]}
            ]
            """
        return files
    }()

    /// What each suite of the sound fixture uses: an exercise, or `exercise@file` for one region.
    static let soundUses: [String: Set<String>] = [
        "StageATests.GreetTests": ["a-greet"],
        "StageATests.CountTests": ["a-count"],
        "StageBTests.ShoutTests": ["b-shout"],
        "StageBTests.DoubleTests": ["b-double"],
    ]
}

/// A test runner that plays the fixture's tests from a model instead of building them.
///
/// A suite fails when code it uses differs from the reference (a stub or a mutant), unless the
/// difference is `tolerated` (a mistake its tests would miss). It honours the filter, so it runs
/// exactly the suites `verify` asked for, and records every run.
final class ModelTestRunner: TestRunning, @unchecked Sendable {
    /// What each suite (`Target.Suite`) uses: `exercise` (any region) or `exercise@path` (one region).
    let uses: [String: Set<String>]
    /// Region bodies containing one of these lines still pass: the mistakes nobody tests.
    let tolerated: Set<String>
    /// The reference solution of every region, by `exercise@path#ordinal`.
    private let references: [String: [String]]
    private let lock = NSLock()
    private var filters: [String] = []

    init(
        uses: [String: Set<String>], files: [String: String], tolerated: Set<String> = []
    ) throws {
        self.uses = uses
        self.tolerated = tolerated
        var references: [String: [String]] = [:]
        for (path, text) in files where path.hasPrefix("Sources/") {
            var ordinals: [String: Int] = [:]
            for region in try MarkedFile(path: path, text: text).regions {
                let ordinal = ordinals[region.exerciseID, default: 0]
                ordinals[region.exerciseID] = ordinal + 1
                references["\(region.exerciseID)@\(path)#\(ordinal)"] = region.body
            }
        }
        self.references = references
    }

    /// Every filter asked for, in order.
    var runs: [String] { lock.withLock { filters } }

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        lock.withLock { filters.append(filter) }
        let catalog = try unfocusedCatalog(at: root)
        var wrong: Set<String> = []
        for file in catalog.files {
            var ordinals: [String: Int] = [:]
            for region in file.regions {
                let ordinal = ordinals[region.exerciseID, default: 0]
                ordinals[region.exerciseID] = ordinal + 1
                let reference = references["\(region.exerciseID)@\(file.path)#\(ordinal)"]
                let body = region.body
                let forgiven = body.contains {
                    tolerated.contains($0.trimmingCharacters(in: .whitespaces))
                }
                if body != reference && !forgiven {
                    wrong.formUnion([region.exerciseID, "\(region.exerciseID)@\(file.path)"])
                }
            }
        }
        let pattern = try Regex(filter)
        let tests = uses.keys.sorted().filter { "\($0)/t()".contains(pattern) }.map { suite in
            (id: suite, issue: uses[suite]!.isDisjoint(with: wrong) ? nil : "wrong" as String?)
        }
        return TestOutcome.interpret(output: "", eventStream: Events.stream(tests), root: root)
    }
}

extension FixtureWorkbook {
    /// The sound fixture with one violation of each rule planted in it:
    /// - order: `GreetTests` (of `a-greet`) also calls the later `count(to:)`;
    /// - carried-forward hole: Stage B's greeting is a region of `a-greet`, whose check runs Stage A only;
    /// - undeclared dependency: `TripleTests` (of `b-triple`) uses `double`, without `requires`;
    /// - coverage hole: no test calls `countDown(from:)`, the second region of `a-count`;
    /// - stale `requires`: `b-half` declares it requires `b-double` but its tests do not use it.
    static let plantedFiles: [String: String] = {
        var files = soundFiles
        files["Tests/StageATests/GreetTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct GreetTests {
                @Test("greet says hello to the name") func hello() {
                    #expect(greet("Ada") == "Hello, Ada!", "Put the name between 'Hello, ' and '!'.")
                }
                @Test("greet counts the names") func counted() { #expect(count(to: 1).map { greet("\\($0)") } == ["Hello, 1!"]) }
            }
            """
        files["Tests/StageATests/CountTests.swift"] =
            FixtureWorkbook.files[
                "Tests/StageATests/CountTests.swift"]
        files["Sources/StageB/Greeting.swift"] =
            FixtureWorkbook.files["Sources/StageB/Greeting.swift"]
        files["Tests/StageBTests/ShoutTests.swift"] = nil
        files["Sources/StageB/Triple.swift"] = """
            /// Triples a number.
            func triple(_ n: Int) -> Int {
                // BEGIN SOLUTION b-triple
                double(n) + n
                // STUB
                // 0
                // END SOLUTION
            }

            /// Halves a number.
            func half(_ n: Int) -> Int {
                // BEGIN SOLUTION b-half
                n / 2
                // STUB
                // 0
                // END SOLUTION
            }
            """
        files["Tests/StageBTests/TripleTests.swift"] = """
            import Testing
            @testable import StageB

            @Suite struct TripleTests {
                @Test("triple(2) is 6") func triples() { #expect(triple(2) == 6) }
            }

            @Suite struct HalfTests {
                @Test("half(6) is 3") func halves() { #expect(half(6) == 3) }
            }
            """
        files["Lectures/StageB/exercises.json"] = """
            [
              {"id": "b-double", "title": "Double", "concept": "Arithmetic", "hints": ["Multiply."],
               "suites": ["DoubleTests"]},
              {"id": "b-triple", "title": "Triple", "concept": "Reuse", "hints": ["Use double."],
               "suites": ["TripleTests"]},
              {"id": "b-half", "title": "Half", "concept": "Division", "hints": ["Divide."],
               "suites": ["HalfTests"], "requires": ["b-double"]}
            ]
            """
        return files
    }()

    /// What the planted fixture's suites really use.
    static let plantedUses: [String: Set<String>] = [
        "StageATests.GreetTests": ["a-greet", "a-count"],
        "StageATests.CountTests": ["a-count@Sources/StageA/Greeting.swift"],
        "StageBTests.DoubleTests": ["b-double"],
        "StageBTests.TripleTests": ["b-triple", "b-double"],
        "StageBTests.HalfTests": ["b-half"],
    ]
}

/// The scratch copy at `root` with every stage of its `Lectures/`, whichever stages `verify` has
/// asked the builds there to declare; a test runner reads the catalog through it.
func unfocusedCatalog(at root: URL) throws -> Catalog {
    var workspace = try Workspace(root: root)
    workspace.stages = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Lectures").path
    ).sorted()
    return try Catalog(workspace: workspace)
}

/// Coverage played from the same model as `ModelTestRunner`: a suite executes every code line of
/// each region it uses (`exercise`, or `exercise@path` for one region).
struct ModelCoverage: CoverageMeasuring {
    let uses: [String: Set<String>]

    func executedLines(of suites: [String], stage: String, in root: URL) throws
        -> [String: [String: Set<Int>]]
    {
        let catalog = try unfocusedCatalog(at: root)
        var executed: [String: [String: Set<Int>]] = [:]
        for suite in suites {
            for use in uses[suite] ?? [] {
                let parts = use.split(separator: "@", maxSplits: 1).map(String.init)
                for place in catalog.places(of: parts[0])
                where parts.count == 1 || place.file == parts[1] {
                    executed[suite, default: [:]][place.file, default: []].formUnion(
                        SuiteCallers.codeLines(of: place))
                }
            }
        }
        return executed
    }
}
