import Foundation

@testable import WorkbookKit

/// Fixtures for what an exercise teaches: the sound fixture with `teaches` declared and a compile
/// check, and one planted violation of each concept rule.
extension FixtureWorkbook {
    /// The sound fixture with a compile check of `b-double`.
    static let conceptFiles: [String: String] = {
        var files = soundFiles
        files["Tests/StageBTests/CompileChecks/b-double/not-a-string.swift"] = """
            // error: cannot convert value
            // teaches: `double` answers a number, never text.
            // teaches-ko: `double`은 글이 아니라 수를 돌려줍니다.

            let notText: String = double(1)
            """
        return files
    }()

    /// The concept fixture with one violation of each concept rule planted in it:
    /// - `a-greet` declares no `teaches`;
    /// - `a-count` declares `while` (not in its solution; its comment says `while`) and `[]` (in its stub);
    /// - `b-shout`'s compile check compiles against the reference;
    /// - `b-double`'s first compile check does not compile against its stub either, and its
    ///   second fails against the reference with another error than the declared one.
    static let plantedConceptFiles: [String: String] = {
        var files = conceptFiles
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
               "hints": ["Use \\\\(name)."], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges", "teaches": ["while", "[]"],
               "hints": ["1...n traps at 0."], "suites": ["CountTests"]}
            ]
            """
        files["Sources/StageA/Greeting.swift"] = files["Sources/StageA/Greeting.swift"]!
            .replacingOccurrences(
                of: "guard n > 0 else { return [] }",
                with: "guard n > 0 else { return [] }  // no while loop: a range does it")
        files["Tests/StageBTests/CompileChecks/b-shout/loud.swift"] = """
            // error: cannot convert value
            // teaches: `greet` answers text.
            // teaches-ko: `greet`은 글을 돌려줍니다.
            // model: always compiles

            let loud: String = greet("a")
            """
        files["Tests/StageBTests/CompileChecks/b-double/not-a-string.swift"] = """
            // error: cannot convert value
            // teaches: `double` answers a number, never text.
            // teaches-ko: `double`은 글이 아니라 수를 돌려줍니다.
            // model: never compiles

            let notText: String = double(1)
            """
        files["Tests/StageBTests/CompileChecks/b-double/wrong-error.swift"] = """
            // error: cannot convert value
            // teaches: `double` takes a number.
            // teaches-ko: `double`은 수를 받습니다.
            // model: another error

            let wrong = double("1")
            """
        return files
    }()
}

/// A compiler played from a model of the fixture: a snippet compiles exactly when its exercise is
/// stubbed, else it fails with its declared error; a `// model:` line in the snippet overrides it
/// (`always compiles`, `never compiles`, `another error`). It records every snippet it is given.
final class ModelSnippetCompiler: SnippetCompiling, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []

    /// The file name of every snippet type-checked, in order.
    var snippets: [String] { lock.withLock { seen } }

    func typecheck(_ snippet: URL, stage: String, in root: URL) throws -> SnippetCompilation {
        lock.withLock { seen.append(snippet.lastPathComponent) }
        let text = try String(contentsOf: snippet, encoding: .utf8)
        let exercise = snippet.deletingLastPathComponent().lastPathComponent
        let stubbed = try unfocusedCatalog(at: root).places(of: exercise).contains {
            $0.region.isStarted
        }
        func error(_ message: String) -> SnippetCompilation {
            SnippetCompilation(
                compiled: false,
                errors: [
                    CompilerDiagnostic(path: snippet.path, line: 4, column: 1, message: message)
                ])
        }
        if text.contains("// model: always compiles") { return SnippetCompilation(compiled: true) }
        if text.contains("// model: another error") { return error("no exact matches in call") }
        if stubbed && !text.contains("// model: never compiles") {
            return SnippetCompilation(compiled: true)
        }
        let declared =
            text.components(separatedBy: "\n").first { $0.hasPrefix("// error: ") }?
            .dropFirst("// error: ".count) ?? ""
        return error("\(declared) of type 'Int' to specified type 'String'")
    }
}
