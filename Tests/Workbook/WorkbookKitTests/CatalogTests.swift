import Foundation
import Testing

@testable import WorkbookKit

@Suite final class CatalogTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test("the stages come from the one list in Package.swift, in order")
    func stagesFromManifest() throws {
        #expect(try fixture.catalog().workspace.stages == ["StageA", "StageB"])
    }

    @Test("every exercise is loaded with its stage and its regions")
    func exercisesAndPlaces() throws {
        let catalog = try fixture.catalog()

        #expect(catalog.exercises.map(\.id) == ["a-greet", "a-count", "b-double"])
        #expect(catalog.exercise("b-double")?.stage == "StageB")
        #expect(
            catalog.places(of: "a-greet").map(\.file) == [
                "Sources/StageA/Greeting.swift", "Sources/StageB/Greeting.swift",
            ])
    }

    @Test("a filter selects its suite and not a suite whose name merely starts the same")
    func filterIsExact() {
        let one = Exercise(
            id: "x", title: "", concept: "", hints: [], suites: ["ChooseTests"], stage: "S")
        let two = Exercise(
            id: "y", title: "", concept: "", hints: [], suites: ["ATests", "BTests"], stage: "S")
        #expect(one.filter == "STests.ChooseTests/")
        #expect(two.filter == #"STests\.(ATests|BTests)/"#)
        let regex = try? Regex(one.filter)
        #expect("STests.ChooseTestsMore/test()".contains(regex!) == false)
        #expect("STests.ChooseTests/test()".contains(regex!))
    }

    @Test(
        "inconsistent metadata is reported with the file to fix",
        arguments: [
            (
                "Lectures/StageB/exercises.json",
                "[{\"id\": \"a-greet\", \"title\": \"t\", \"concept\": \"c\", \"hints\": [\"h\"], \"suites\": [\"S\"]}, {\"id\": \"b-double\", \"title\": \"t\", \"concept\": \"c\", \"hints\": [\"h\"], \"suites\": [\"S\"]}]",
                "listed twice"
            ),
            ("Lectures/StageB/exercises.json", "[]", "not described"),
            (
                "Lectures/StageB/exercises.json",
                "[{\"id\": \"b-double\", \"title\": \"t\", \"concept\": \"c\", \"hints\": [\"h\"], \"suites\": [\"S\"]}, {\"id\": \"b-ghost\", \"title\": \"t\", \"concept\": \"c\", \"hints\": [\"h\"], \"suites\": [\"S\"]}]",
                "has no region"
            ),
            ("Lectures/StageB/exercises.json", "{ not json", "not a valid exercise list"),
        ])
    func inconsistentMetadata(path: String, text: String, words: String) throws {
        var files = FixtureWorkbook.files
        files[path] = text
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }

        let error = try #require(throws: WorkbookError.self) { try fixture.catalog() }

        guard case .malformed(let problems) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(problems.contains { $0.en.contains(words) }, "problems: \(problems)")
    }

    @Test("names resolve case-insensitively to a lecture or an exercise")
    func resolve() throws {
        let catalog = try fixture.catalog()
        #expect(try catalog.resolve("stagea") == .lecture("StageA"))
        #expect(
            try catalog.resolve("B-Double") == .exercise(#require(catalog.exercise("b-double"))))
    }

    @Test("a passed exercise is done until its code changes; the fingerprint is a SHA-256 of it")
    func doneUntilChanged() throws {
        #expect(fixture.run("start", "a-count").status == 0)
        let catalog = try fixture.catalog()
        let count = try #require(catalog.exercise("a-count"))
        var state = try WorkbookState.load(from: catalog.workspace)
        state.passed[count.id] = catalog.fingerprint(of: count)
        let bodies = catalog.places(of: count.id).map { place in
            Data(place.region.body.joined(separator: "\n").utf8) + [0xFF]
        }

        #expect(
            state.passed[count.id] == SHA256.hex(of: bodies.reduce(Data(), +)),
            "each region's body, then a 0xFF byte")
        #expect(catalog.status(of: count, state: state) == .done)

        let file = "Sources/StageA/Greeting.swift"
        try fixture.write(
            fixture.read(file).replacingOccurrences(
                of: "// BEGIN EXERCISE a-count\n",
                with: "// BEGIN EXERCISE a-count\n    // edited\n"),
            to: file)
        let edited = try fixture.catalog()
        let changed = try #require(edited.exercise("a-count"))

        #expect(edited.status(of: changed, state: state) == .inProgress)
    }
}
