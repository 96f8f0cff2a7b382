import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// `check` names a failed test in the student's language: the Korean names of a stage's tests
/// stand in `Lectures/<Stage>/tests.ko.json`, keyed by suite and function as `--filter` names
/// them, and the stage's test files are left as they are.
@Suite struct TestNameTests {
    /// The stages whose every test (hidden grading suites aside) must have a Korean name: all.
    static let stagesNamedInKorean = ["Lecture2MVC", "Lecture2MVVM", "Lecture4EnumsOptionals"]

    private static let catalog = Result { try Catalog(workspace: Workspace(root: PackageRoot.url)) }

    /// The tests declared in `Tests/<stage>Tests/` (hidden suites and compile checks left out), as
    /// `Suite/function(labels:)`, the way Swift Testing names them, each with its file.
    static func declaredTests(of stage: String) throws -> [String: String] {
        let folder = PackageRoot.url.appendingPathComponent("Tests/\(stage)Tests")
        let files =
            (FileManager.default.enumerator(atPath: folder.path)?
            .compactMap { $0 as? String } ?? [])
            .filter {
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

    @Test("the Swift Testing name of a test is its key: stage, suite, function and argument labels")
    func key() {
        let test = TestResult(
            id:
                "Lecture2MVCTests.FlipCountTests/settingUpdatesLabel(count:)/FlipCountTests.swift:20:6",
            displayName: "setting flipCount updates the label to Flips: N")
        #expect(TestName.key(of: test)?.stage == "Lecture2MVC")
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

    @Test("every test of every stage has a Korean name", arguments: stagesNamedInKorean)
    func everyTestNamed(_ stage: String) throws {
        let named = try Self.catalog.get().testNames[stage]?[.ko] ?? [:]
        let declared = try Self.declaredTests(of: stage)
        #expect(declared.count > 20, "Expected the tests of \(stage), found \(declared.count).")
        for test in declared.keys.sorted() where named[test] == nil {
            Issue.record(
                """
                \(test) (Tests/\(stage)Tests/\(declared[test] ?? "?")) has no Korean name: add it \
                to \(TestName.file(of: stage, in: .ko)).
                """)
        }
    }

    @Test(
        "every Korean test name names a test that exists, in Korean", arguments: stagesNamedInKorean
    )
    func noStaleNames(_ stage: String) throws {
        let declared = try Self.declaredTests(of: stage)
        for (test, name) in try Self.catalog.get().testNames[stage]?[.ko] ?? [:] {
            #expect(
                declared[test] != nil,
                "\(TestName.file(of: stage, in: .ko)) names \(test), which is no test of \(stage).")
            #expect(name.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        }
    }
}
