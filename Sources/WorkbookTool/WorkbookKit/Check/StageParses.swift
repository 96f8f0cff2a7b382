import Foundation

/// The parser's view of the stages' files, read once for each stage a check asks about.
final class StageParses {
    let catalog: Catalog
    /// How a stage's texts are parsed; the compiler's parser unless a test says otherwise.
    let parse: ([String: String]) -> [String: ParsedDeclarations]?
    private var parsed: [String: [String: ParsedDeclarations]] = [:]
    private var texts: [String: [String: String]] = [:]

    init(
        catalog: Catalog,
        parse: @escaping ([String: String]) -> [String: ParsedDeclarations]? = StageParses.parse
    ) {
        self.catalog = catalog
        self.parse = parse
    }

    /// The parse of every Swift file of the stage that holds the file at `path`, by path.
    func files(around path: String) -> [String: ParsedDeclarations]? {
        let parts = path.split(separator: "/")
        guard parts.count > 2, parts[0] == "Sources" else { return nil }
        let stage = String(parts[1])
        if parsed[stage] == nil {
            let stageTexts = Self.texts(ofStage: stage, in: catalog)
            texts[stage] = stageTexts
            parsed[stage] = parse(stageTexts) ?? [:]
        }
        return parsed[stage]
    }

    /// The 1-based `line` of the file at `path`, trimmed, once its stage has been read.
    func line(_ line: Int, of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count > 2, let text = texts[String(parts[1])]?[path] else { return nil }
        let lines = text.components(separatedBy: "\n")
        guard lines.indices.contains(line - 1) else { return nil }
        return lines[line - 1].trimmingCharacters(in: .whitespaces)
    }

    /// Whether `line` of the file at `path` is in a region the student has started.
    func isStudents(_ line: Int, in path: String) -> Bool {
        catalog.files.first { $0.path == path }?.regions.contains {
            $0.isStarted && $0.firstLine <= line && line <= $0.lastLine
        } ?? false
    }

    /// The Swift files of `stage`, by path in the workbook: the catalog's text for a marked file
    /// (what the student has typed), the disk's for the rest.
    static func texts(ofStage stage: String, in catalog: Catalog) -> [String: String] {
        let folder = "Sources/\(stage)"
        var texts: [String: String] = [:]
        for name in FileList.regularFiles(in: catalog.workspace.url(folder))
        where name.hasSuffix(".swift") {
            let path = "\(folder)/\(name)"
            texts[path] = try? String(contentsOf: catalog.workspace.url(path), encoding: .utf8)
        }
        for file in catalog.files where file.path.hasPrefix(folder + "/") {
            texts[file.path] = file.text
        }
        return texts
    }

    /// The compiler's parse of `texts`, by the same paths.
    static func parse(_ texts: [String: String]) -> [String: ParsedDeclarations]? {
        let paths = texts.keys.sorted()
        guard let parsed = ParsedDeclarations.parsing(paths.map { texts[$0] ?? "" }) else {
            return nil
        }
        return Dictionary(uniqueKeysWithValues: zip(paths, parsed))
    }
}
