import Foundation
import Testing

@testable import WorkbookKit

/// The sample output in the student guides is what the tool prints: each line of a guide's sample
/// block is a line that `start Lecture2MVC` prints, in the guide's language, on a fresh copy.
@Suite final class GuideSampleTests {
    let root: URL
    let workspace: Workspace

    init() throws {
        let here = URL(fileURLWithPath: #filePath)
        workspace = try Workspace.locate(from: here.deletingLastPathComponent())
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Lectures"] {
            try FileManager.default.copyItem(
                at: workspace.url(item), to: root.appendingPathComponent(item))
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The lines, but for `...`, of the guide's first fenced block that shows `start`'s output
    /// (it names the first exercise of Lecture 2).
    static func sample(in guide: String) -> [String] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in guide.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        let block = blocks.first { $0.contains { $0.contains("mvc-argument-labels") } } ?? []
        return block.filter { $0 != "..." }
    }

    @Test(
        "the guide's sample of start is what start prints",
        arguments: [("docs/student-guide.md", "en"), ("docs/student-guide.ko.md", "ko")])
    func sampleMatches(guide: String, language: String) throws {
        let text = try String(contentsOf: workspace.url(guide), encoding: .utf8)
        let sample = Self.sample(in: text)
        let printed = runWorkbook(
            ["start", "Lecture2MVC"], in: root, environment: ["WORKBOOK_LANG": language]
        ).output.components(separatedBy: "\n")

        #expect(sample.count >= 3, "\(guide) has a sample of start's output")
        for line in sample {
            #expect(printed.contains(line), "\(guide): `\(line)` is not printed by start")
        }
    }
}
