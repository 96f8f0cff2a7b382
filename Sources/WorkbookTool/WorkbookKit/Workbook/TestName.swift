import WorkbookLanguage

/// A test's name in the student's language.
///
/// `@Test("…")` gives a test its English sentence. Its Korean name stands in the stage's
/// `Lectures/<Stage>/tests.ko.json`, keyed by what names the test for `--filter`: its suite and
/// function, `ConcentrationInitTests/twoCardsPerPair(pairs:)`. The stage's test files stay as they
/// are, and a test without a name in the table keeps its English one.
extension Catalog {
    /// `test`'s name in `language`: the stage's table, or the English sentence.
    func name(of test: TestResult, in language: Language) -> String {
        guard language != .en, let key = TestName.key(of: test),
            let name = testNames[key.stage]?[language]?[key.name]
        else { return test.displayName }
        return name
    }
}

/// How a test is keyed in `Lectures/<Stage>/tests.<language>.json`.
enum TestName {
    /// The table of `stage`'s test names in `language`, as a path from the package root.
    static func file(of stage: String, in language: Language) -> String {
        "Lectures/\(stage)/tests.\(language.rawValue).json"
    }

    /// The stage and `Suite/function()` of `StageTests.Suite/function()/File.swift:1:2`.
    static func key(of test: TestResult) -> (stage: String, name: String)? {
        let path = test.name
        guard let dot = path.firstIndex(of: "."), path[..<dot].hasSuffix("Tests") else {
            return nil
        }
        let name = String(path[path.index(after: dot)...])
        guard name.contains("/") else { return nil }
        return (String(path[..<dot].dropLast("Tests".count)), name)
    }
}
