import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The authors' mistakes the catalog finds as it loads, each with its file, line and fix.
@Suite struct CatalogAuthoringTests {
    @Test(
        "a stub that crashes stops every command, at its line, saying what to write instead",
        arguments: ["fatalError(\"TODO\")", "preconditionFailure()", "precondition(false, \"x\")"])
    func crashingStub(call: String) throws {
        var files = FixtureWorkbook.files
        let path = "Sources/StageA/Greeting.swift"
        files[path] = files[path]!.replacingOccurrences(of: "    // []\n", with: "    // \(call)\n")
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let error = try #require(throws: WorkbookError.self) { try fixture.catalog() }
        guard case .malformed(let problems) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        let name = String(call.prefix { $0 != "(" })
        #expect(problems.count == 1, "\(problems)")
        #expect(
            problems.first?.en.hasPrefix("\(path):16: the stub of `a-count` calls `\(name)")
                == true, "\(problems)")
        #expect(problems.first?.en.contains("return a harmless wrong value instead") == true)
        #expect(problems.first?.ko.contains("해롭지 않은 틀린 값") == true)
        let list = fixture.run("list")
        #expect(list.status == 1)
        #expect(list.error.contains("\(path):16:"), "\(list.error)")
    }

    @Test("a stub's comment or the solution may name fatalError; only the stub's code is judged")
    func solutionMayTrap() throws {
        var files = FixtureWorkbook.files
        let path = "Sources/StageA/Greeting.swift"
        files[path] = files[path]!.replacingOccurrences(
            of: "    return Array(1...n)\n",
            with: "    guard n < 1_000 else { fatalError(\"too many\") }\n    return Array(1...n)\n"
        )
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        #expect(throws: Never.self) { try fixture.catalog() }
    }

    @Test("a missing translation is named with its line and what is missing; none needs none")
    func translations() throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let catalog = try fixture.catalog()
        // The fixture translates a-greet only: the others lack everything, at their "id" line.
        #expect(
            catalog.translationProblems() == [
                "Lectures/StageA/exercises.json:6: `a-count` lacks in \"translations\": {\"ko\": …} "
                    + "\"title\", \"concept\", \"hints\" (0 for 1 English: one per English hint, in "
                    + "the same order); without them `list` and `hint --lang ko` show English",
                "Lectures/StageB/exercises.json:2: `b-double` lacks in \"translations\": {\"ko\": …} "
                    + "\"title\", \"concept\", \"hints\" (0 for 1 English: one per English hint, in "
                    + "the same order); without them `list` and `hint --lang ko` show English",
            ])
        #expect(catalog.translationProblems(only: ["a-greet"]).isEmpty)
        let sound = try FixtureWorkbook(files: FixtureWorkbook.soundFiles)
        defer { sound.remove() }
        #expect(try sound.catalog().translationProblems().isEmpty, "translated into no language")
    }

    @Test("the real workbook's exercises are completely translated, and no stub crashes")
    func realWorkbook() throws {
        let catalog = try Catalog(workspace: Workspace(root: PackageRoot.url))
        #expect(catalog.translationProblems() == [])
    }
}
