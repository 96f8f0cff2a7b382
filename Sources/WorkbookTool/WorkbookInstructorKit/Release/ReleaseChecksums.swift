import Foundation
import WorkbookKit

/// The SHA-256 of every file a student is not meant to edit, recorded by `release` in
/// `workbook-checksums.json`, so `grade --submission` can say which of them a student changed.
///
/// Protected are `Package.swift` and everything under `Sources/` and `Tests/`; in a file with
/// exercise regions, only the text outside the regions counts, so solving an exercise changes
/// no checksum. Grading never trusts these files anyway: it always builds the instructor's copy.
struct ReleaseChecksums: Codable, Equatable, Sendable {
    /// The file `release` writes at the root of a student copy.
    static let fileName = "workbook-checksums.json"

    /// One sentence for anyone who opens the file.
    var explanation = """
        SHA-256 of the files a student is not meant to edit (for files with exercise regions, \
        of the text outside them). 'workbook-instructor grade --submission' reports every file that differs \
        and grades with the instructor's copy of it.
        """
    /// The hexadecimal digest of each protected file, by path relative to the root.
    var files: [String: String]

    /// Whether a file at `path` (relative to the root) is one a student must not edit.
    static func isProtected(_ path: String) -> Bool {
        path == "Package.swift" || path.hasPrefix("Sources/") || path.hasPrefix("Tests/")
    }

    /// The digest that stands for a file's protected content: all of it, or, when it parses as a
    /// file with regions, its text with every region's body left out.
    static func digest(of data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains(Marker.beginSolution) || text.contains(Marker.beginExercise),
            let file = try? MarkedFile(path: "", text: text)
        else { return SHA256.hex(of: data) }
        let outside = file.segments.flatMap { segment -> [String] in
            switch segment {
            case .text(let lines): lines
            case .region(let region): ["\u{0}region \(region.exerciseID)"]
            }
        }
        return SHA256.hex(of: outside.joined(separator: "\n"))
    }

    /// The checksums of a release, from the contents about to be written (path → bytes).
    init(releaseContents contents: [String: Data]) {
        var files: [String: String] = [:]
        for (path, data) in contents where Self.isProtected(path) {
            files[path] = Self.digest(of: data)
        }
        self.files = files
    }

    /// The checksums a release of `stages` of the workbook in `catalog` records, worked out
    /// without writing it (the same rules `ReleaseWriter.write` follows).
    init(releasing stages: [String], of catalog: Catalog) throws {
        var contents: [String: Data] = [:]
        let workspace = catalog.workspace
        for path in ReleaseWriter(catalog: catalog).files(forStages: stages)
        where Self.isProtected(path) {
            contents[path] = try Data(contentsOf: workspace.url(path))
        }
        self.init(releaseContents: contents)
    }

    /// The encoded file, ending in a newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The file to add to a release whose contents are `contents`.
    static func releaseFile(for contents: [String: Data]) throws -> Data {
        try ReleaseChecksums(releaseContents: contents).encoded()
    }
}
