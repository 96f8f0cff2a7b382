import Foundation
import Testing

@testable import WorkbookKit

/// What `watch` looks at: the student's files, not what Finder or an editor leaves beside them.
@Suite struct SourceSnapshotTests {
    @Test("Finder's .DS_Store, editor backups and swap files are not the student's work")
    func ignoresLitter() throws {
        let root = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/Stage")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let names = [
            "Card.swift", ".DS_Store", "._Card.swift", ".Card.swift.swp", "Card.swift~",
            "#Card.swift#",
            "4913",
        ]
        for name in names {
            try Data("x".utf8).write(to: sources.appendingPathComponent(name))
        }
        try Data("x".utf8).write(to: root.appendingPathComponent("Sources/.DS_Store"))
        let snapshot = SourceSnapshot.take(of: root)
        #expect(
            snapshot.times.keys.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Card.swift"]
        )
    }
}
