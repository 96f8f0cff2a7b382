import Foundation
import Testing

@testable import WorkbookKit

extension FixtureWorkbook {
    /// A fixture holding one real lecture of the workbook: its sources and its `exercises.json`,
    /// under a manifest that lists only it. Enough for every command that reads regions; its
    /// tests are not copied, so a test gives such a fixture a canned runner.
    static func stage(_ stage: String) throws -> FixtureWorkbook {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let stages = ["\(stage)"]

            let package = Package(name: "Fixture", targets: [.target(name: "\(stage)")])
            """
        ]
        let lectures = "Lectures/\(stage)/exercises.json"
        files[lectures] = try String(
            contentsOf: PackageRoot.url.appendingPathComponent(lectures), encoding: .utf8)
        let sources = PackageRoot.url.appendingPathComponent("Sources/\(stage)")
        for path in FileManager.default.subpaths(atPath: sources.path) ?? []
        where path.hasSuffix(".swift") {
            files["Sources/\(stage)/\(path)"] = try String(
                contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        }
        return try FixtureWorkbook(files: files)
    }

    /// Writes `body` between the markers of exercise `id`'s only started region, as a student
    /// would type it.
    func writeRegion(_ id: String, _ body: [String]) throws {
        let catalog = try catalog()
        let place = try #require(catalog.places(of: id).first { $0.region.isStarted })
        let file = try #require(catalog.files.first { $0.path == place.file })
        let rewritten = try file.rewritingRegions { region in
            guard region.exerciseID == id else { return nil }
            return Region.startedLines(id: id, indentation: region.indentation, body: body)
        }
        try write(rewritten.text, to: place.file)
    }

    /// The code between the markers of exercise `id`'s first region, as on disk now.
    func regionBody(_ id: String) throws -> [String] {
        try catalog().places(of: id).first?.region.body ?? []
    }
}

/// A canned run in which every test of `suites` passes.
func passingRunner(_ suites: [String]) -> CannedRunner {
    CannedRunner { root in
        TestOutcome.interpret(
            output: "", eventStream: Events.stream(suites.map { ($0, nil) }), root: root)
    }
}

/// A canned run in which the first test of `suites` fails and the others pass.
func failingRunner(_ suites: [String]) -> CannedRunner {
    CannedRunner { root in
        TestOutcome.interpret(
            output: "",
            eventStream: Events.stream(
                suites.enumerated().map { ($0.element, $0.offset == 0 ? "expected 1" : nil) }),
            root: root)
    }
}
