import WorkbookLanguage

/// A test's name in the student's language.
///
/// `@Test("…")` gives a test its English sentence. The Korean one stands beside it in the
/// exercise's `translations.ko.tests`, keyed by what names the test for `--filter`: its suite and
/// function, `ConcentrationInitTests/fourPairs()`. The stage test files stay as they are, and a
/// test without a Korean name keeps its English one.
extension Catalog {
    /// `test`'s name in `language`: the exercise's translation, or the English sentence.
    func name(of test: TestResult, in language: Language) -> String {
        guard language != .en, let key = TestName.key(of: test) else { return test.displayName }
        for exercise in exercises
        where Exercise.qualifiedName(ofSuite: key.suite, inStage: exercise.stage) == test.suite {
            if let name = exercise.testNames(in: language)[key.name] { return name }
        }
        return test.displayName
    }
}

/// How a test is keyed in `translations.<language>.tests`.
enum TestName {
    /// `Suite/function()` from `StageTests.Suite/function()/File.swift:1:2`, with the suite alone.
    static func key(of test: TestResult) -> (suite: String, name: String)? {
        let path = test.name
        guard let dot = path.firstIndex(of: ".") else { return nil }
        let name = String(path[path.index(after: dot)...])
        guard let suite = name.split(separator: "/").first, name.contains("/") else { return nil }
        return (String(suite), name)
    }
}
