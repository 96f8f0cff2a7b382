import Foundation

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// A tiny workbook in a temporary folder: two stages, three exercises, real tests.
///
/// Small enough to build in seconds, complete enough for every command: `Greeting` has two
/// exercises in one file, and `StageB` carries `a-greet` forward as the same exercise.
struct FixtureWorkbook {
    let root: URL

    /// The reference text of every file, by path relative to `root`.
    static let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let stages = ["StageA", "StageB"]

        let package = Package(
            name: "Fixture",
            targets: stages.flatMap { stage -> [Target] in
                [
                    .target(name: stage),
                    .testTarget(
                        name: "\\(stage)Tests", dependencies: [.target(name: stage)],
                        exclude: ["CompileChecks"]),
                ]
            },
            swiftLanguageModes: [.v6]
        )
        """,
        "Sources/StageA/Greeting.swift": """
        /// Says hello.
        func greet(_ name: String) -> String {
            // BEGIN SOLUTION a-greet
            "Hello, \\(name)!"
            // STUB
            // ""
            // END SOLUTION
        }

        /// Counts to `n`.
        func count(to n: Int) -> [Int] {
            // BEGIN SOLUTION a-count
            guard n > 0 else { return [] }
            return Array(1...n)
            // STUB
            // []
            // END SOLUTION
        }
        """,
        "Sources/StageB/Greeting.swift": """
        /// Says hello, loudly.
        func greet(_ name: String) -> String {
            // BEGIN SOLUTION a-greet
            "Hello, \\(name)!".uppercased()
            // STUB
            // ""
            // END SOLUTION
        }

        /// Doubles a number.
        func double(_ n: Int) -> Int {
            // BEGIN SOLUTION b-double
            n * 2
            // STUB
            // 0
            // END SOLUTION
        }
        """,
        "Tests/StageATests/GreetTests.swift": """
        import Testing
        @testable import StageA

        @Suite struct GreetTests {
            @Test("greet says hello to the name") func hello() {
                #expect(greet("Ada") == "Hello, Ada!", "Put the name between 'Hello, ' and '!'.")
            }
        }
        """,
        "Tests/StageATests/CountTests.swift": """
        import Testing
        @testable import StageA

        @Suite struct CountTests {
            @Test("count(to: 3) is 1, 2, 3") func three() { #expect(count(to: 3) == [1, 2, 3]) }
        }
        """,
        "Tests/StageBTests/DoubleTests.swift": """
        import Testing
        @testable import StageB

        @Suite struct DoubleTests {
            @Test("double(21) is 42") func doubles() { #expect(double(21) == 42) }
            @Test("greet shouts") func shouts() { #expect(greet("a") == "HELLO, A!") }
        }
        """,
        "Lectures/StageA/exercises.json": """
        [
          {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
           "translations": {"ko": {"title": "인사하기", "concept": "문자열 보간",
             "hints": ["\\\\(name)을 쓰십시오.", "\\"Hello, \\\\(name)!\\"를 반환하십시오."]}},
           "hints": ["Use \\\\(name).", "Return \\"Hello, \\\\(name)!\\"."], "suites": ["GreetTests"]},
          {"id": "a-count", "title": "Count", "concept": "Ranges", "hints": ["1...n traps at 0."],
           "suites": ["CountTests"]}
        ]
        """,
        "Lectures/StageB/exercises.json": """
        [
          {"id": "b-double", "title": "Double", "concept": "Arithmetic", "hints": ["Multiply."],
           "suites": ["DoubleTests"]}
        ]
        """,
    ]

    /// Writes a fresh fixture into a new temporary folder.
    init(files: [String: String] = FixtureWorkbook.files) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-fixture-\(UUID().uuidString)")
        for (path, text) in files {
            try write(text, to: path)
        }
    }

    /// Writes `text` to `path` (relative to the root), creating folders as needed.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The current text of `path`.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `workbook` with `arguments` inside the fixture and returns its status and output.
    func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        runWorkbook(arguments, in: root)
    }

    /// Runs `workbook` with `arguments` inside the fixture in the environment `environment`.
    func run(environment: [String: String], _ arguments: String...) -> (
        status: Int32, output: String, error: String
    ) {
        runWorkbook(arguments, in: root, environment: environment)
    }

    /// The fixture's catalog.
    func catalog() throws -> Catalog {
        try Catalog(workspace: Workspace(root: root))
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Runs `workbook` with `arguments` in `folder` (a fixture, a release…) as a student would, or
/// `workbook-instructor` when they name one of its commands, as an instructor would.
///
/// The language comes from `environment` alone, English when it is empty, so the developer's
/// own `LANG` never changes a test's result.
func runWorkbook(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:]
) -> (
    status: Int32, output: String, error: String
) {
    let recording = RecordingConsole()
    let context = CommandContext(
        currentDirectory: folder, console: recording.console, environment: environment)
    let instructor = arguments.first.map(Workbook.instructorCommandNames.contains) ?? false
    let status =
        instructor
        ? WorkbookInstructor.run(arguments, context: context)
        : Workbook.run(arguments, context: context)
    return (status, recording.output, recording.error)
}
