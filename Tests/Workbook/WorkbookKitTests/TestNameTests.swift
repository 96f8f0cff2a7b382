import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// `check` names a failed test in the student's language: the Korean names of a stage's tests
/// stand in its exercises' `translations.ko.tests`, keyed by suite and function as `--filter`
/// names them, and the stage's test files are left as they are.
@Suite struct TestNameTests {
    /// The stages whose every test must have a Korean name: all of them.
    static let stagesNamedInKorean = ["Lecture2MVC", "Lecture2MVVM", "Lecture4EnumsOptionals"]

    private static let catalog = Result { try Catalog(workspace: Workspace(root: PackageRoot.url)) }

    /// The tests declared in `Tests/<stage>Tests/` (hidden suites and compile checks left out), as
    /// `Suite/function(labels:)`, the way Swift Testing names them, each with its file.
    static func declaredTests(of stage: String) throws -> [String: String] {
        let folder = PackageRoot.url.appendingPathComponent("Tests/\(stage)Tests")
        let files =
            (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            ?? []).filter {
                $0.hasSuffix(".swift") && !$0.contains("CompileChecks/") && !$0.hasPrefix("Hidden/")
            }
        var tests: [String: String] = [:]
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            var suite: String?
            for (index, line) in lines.enumerated() {
                if let match = line.firstMatch(
                    of:
                        /^(?:@\w+(?:\([^)]*\))?\s+)*(?:final\s+)?(?:struct|class|extension|enum)\s+(\w+)/
                ) {
                    suite = String(match.1)
                }
                guard line.firstMatch(of: /^\s*@Test\b/) != nil, let suite else { continue }
                let following = lines[index..<min(index + 8, lines.count)].joined(separator: "\n")
                guard let function = following.firstMatch(of: /func\s+(\w+)\s*\(([^)]*)\)/) else {
                    continue
                }
                let labels = function.2.split(separator: ",").compactMap { parameter in
                    parameter.split(separator: ":").first?.split(separator: " ").first
                        .map { "\($0):" }
                }
                tests["\(suite)/\(function.1)(\(labels.joined()))"] = file
            }
        }
        return tests
    }

    @Test("the Swift Testing name of a test is its key: suite, function and argument labels")
    func key() {
        let test = TestResult(
            id:
                "Lecture2MVCTests.FlipCountTests/settingUpdatesLabel(count:)/FlipCountTests.swift:20:6",
            displayName: "setting flipCount updates the label to Flips: N")
        #expect(TestName.key(of: test)?.suite == "FlipCountTests")
        #expect(TestName.key(of: test)?.name == "FlipCountTests/settingUpdatesLabel(count:)")
    }

    @Test("check names a test in Korean when it has a Korean name, and in English otherwise")
    func names() throws {
        let catalog = try Self.catalog.get()
        let test = TestResult(
            id: "Lecture2MVCTests.FlipCountTests/labelStartsAtZero()/FlipCountTests.swift:12:6",
            displayName: "the label starts at Flips: 0")
        #expect(catalog.name(of: test, in: .ko) == "레이블은 Flips: 0으로 시작합니다")
        #expect(catalog.name(of: test, in: .en) == "the label starts at Flips: 0")
        let unknown = TestResult(
            id: "Lecture2MVCTests.FlipCountTests/notATest()/FlipCountTests.swift:1:1",
            displayName: "an English name")
        #expect(catalog.name(of: unknown, in: .ko) == "an English name")
    }

    @Test(
        "every test of every exercise has a Korean name", arguments: stagesNamedInKorean
    )
    func everyTestNamed(_ stage: String) throws {
        let catalog = try Self.catalog.get()
        let exercises = catalog.exercises.filter { $0.stage == stage }
        let named = exercises.reduce(into: [String: String]()) { names, exercise in
            names.merge(exercise.testNames(in: .ko)) { first, _ in first }
        }
        let declared = try Self.declaredTests(of: stage)
        let suites = Set(exercises.flatMap(\.suites))
        let toName = declared.keys.filter { suites.contains(String($0.prefix { $0 != "/" })) }
        #expect(
            toName.count > 20, "Expected the tests of \(stage)'s exercises, found \(toName.count).")
        for test in toName.sorted() where named[test] == nil {
            Issue.record(
                """
                \(test) (Tests/\(stage)Tests/\(declared[test] ?? "?")) has no Korean name: add it to \
                translations.ko.tests of an exercise whose suites include it, in \
                Lectures/\(stage)/exercises.json.
                """)
        }
    }

    @Test("every Korean test name names a test that exists, in Korean")
    func noStaleNames() throws {
        let catalog = try Self.catalog.get()
        for stage in Set(catalog.exercises.map(\.stage)) {
            let declared = try Self.declaredTests(of: stage)
            for exercise in catalog.exercises where exercise.stage == stage {
                for (test, name) in exercise.testNames(in: .ko) {
                    #expect(
                        declared[test] != nil,
                        "\(exercise.id): translations.ko.tests names \(test), which is no test of \(stage)."
                    )
                    #expect(
                        exercise.suites.contains(String(test.prefix { $0 != "/" })),
                        "\(exercise.id): \(test) is not a test of the exercise's suites.")
                    #expect(name.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
                }
            }
        }
    }
}
