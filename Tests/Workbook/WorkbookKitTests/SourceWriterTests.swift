import Foundation
import Testing

@testable import WorkbookKit

/// Rewritten files must look changed to Swift's incremental build, which compares modification
/// times: otherwise the next build runs the code it compiled before.
@Suite final class SourceWriterTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("source-writer-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("a written file is stamped no earlier than the next whole second")
    func nextSecond() throws {
        let file = folder.appendingPathComponent("New.swift")
        let before = Date().timeIntervalSince1970.rounded(.down)
        try SourceWriter.write([file: "let a = 1\n"])
        let stamp = SourceWriter.modificationTime(of: file).timeIntervalSince1970
        #expect(stamp >= before + 1)
        #expect(stamp == stamp.rounded(.down), "a whole second, as a coarse file system keeps it")
        #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 1\n")
    }

    @Test("a file written again within the same second gets a later time each time")
    func sameSecondRewrites() throws {
        // As verify stubs a region, builds, and puts the reference back in under a second.
        let file = folder.appendingPathComponent("Stubbed.swift")
        var stamps: [Date] = []
        for text in ["reference", "stub", "reference", "stub"] {
            try SourceWriter.write([file: text])
            stamps.append(SourceWriter.modificationTime(of: file))
        }
        for (earlier, later) in zip(stamps, stamps.dropFirst()) {
            #expect(later > earlier, "\(stamps): the build would take one text for the other")
        }
    }

    @Test("a file with no time before is stamped as new; a missing file reads as the distant past")
    func missingFile() throws {
        let file = folder.appendingPathComponent("Missing.swift")
        #expect(SourceWriter.modificationTime(of: file) == .distantPast)
        try Data("x".utf8).write(to: file)
        try SourceWriter.stampAsChanged([file: .distantPast])
        #expect(SourceWriter.modificationTime(of: file) > Date())
    }
}
