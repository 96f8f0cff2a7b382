import Foundation
import WorkbookLanguage

/// A name declared a second time in a student's region, often a slide's file pasted whole
/// (`enum FryOrderSize` again, beside the menu): the compiler says `invalid redeclaration of
/// 'FryOrderSize'`, and every use of the name becomes ambiguous.
///
/// The copy is not a changed declaration but a second one: `check` says where the first is,
/// found in the compiler's parse of the stage's files (for a type declared in another file the
/// compiler prints no "previously declared here"), and that the copy goes.
struct Redeclaration: Equatable, Sendable {
    /// The name declared twice.
    var name: String
    /// Where the copy is (`path:line`), in the student's region.
    var copy: String
    /// Where the first declaration is (`path:line`).
    var first: String
    /// The exercise whose region holds the first declaration; `nil` for the workbook's code.
    var firstRegion: String?
    /// For a first declaration in the workbook's code, its line: what the name is there.
    var firstCode: String? = nil
    /// The compiler's error at the copy.
    var diagnostic: CompilerDiagnostic

    /// What `check` says under the error.
    var explanation: Localized {
        Messages.declaredTwice(name, first: first, in: firstRegion, code: firstCode)
    }

    /// The names `message` says were declared twice: `invalid redeclaration of 'FryOrderSize'`,
    /// `invalid redeclaration of 'choose(_:)'` (without its labels).
    static func name(in message: String) -> String? {
        guard let range = message.range(of: "invalid redeclaration of '") else { return nil }
        let name = message[range.upperBound...].prefix { $0 != "'" && $0 != "(" }
        return name.isEmpty ? nil : String(name)
    }

    /// The second declarations among `diagnostics`, each with where the first one is, found in
    /// `stages`, the parser's view of the stages' files.
    static func find(in diagnostics: [CompilerDiagnostic], catalog: Catalog, stages: StageParses)
        -> [Redeclaration]
    {
        var found: [Redeclaration] = []
        for diagnostic in diagnostics {
            guard let name = name(in: diagnostic.message) else { continue }
            let path = catalog.relativePath(diagnostic.path)
            guard let files = stages.files(around: path) else { continue }
            // The copy as the parser sees it: the types it is nested in must match the first's.
            let copy = files[path]?.declarations.first {
                $0.name == name && $0.line <= diagnostic.line && diagnostic.line <= $0.endLine
                    && $0.isMember
            }
            let others = files.keys.sorted().flatMap { file in
                (files[file]?.declarations ?? []).filter {
                    $0.name == name && $0.isMember && $0.kind != "extension_decl"
                        && (file != path || $0.line != copy?.line)
                        && (copy == nil || $0.parents == copy?.parents)
                }.map { (file: file, declaration: $0) }
            }
            // The copy is the student's; the first is the one outside the copy's region.
            let region = catalog.region(containing: diagnostic.line, in: path)
            let first =
                others.first { other in
                    other.file != path
                        || region.map { !$0.contains(other.declaration.line) } ?? true
                } ?? others.first
            guard let first else { continue }
            let firstRegion = catalog.files.first { $0.path == first.file }?.regions.first {
                $0.firstLine < first.declaration.line && first.declaration.line < $0.lastLine
            }?.exerciseID
            found.append(
                Redeclaration(
                    name: name, copy: "\(path):\(diagnostic.line)",
                    first: "\(first.file):\(first.declaration.line)", firstRegion: firstRegion,
                    firstCode: firstRegion == nil
                        ? stages.line(first.declaration.line, of: first.file) : nil,
                    diagnostic: diagnostic))
        }
        return found
    }
}

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

extension Catalog {
    /// The 1-based lines of the region of the file at `path` that holds `line`, if one does.
    func region(containing line: Int, in path: String) -> ClosedRange<Int>? {
        files.first { $0.path == path }?.regions.first {
            $0.firstLine <= line && line <= $0.lastLine
        }.map { $0.firstLine...$0.lastLine }
    }
}
