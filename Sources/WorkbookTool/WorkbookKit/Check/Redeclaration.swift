import Foundation
import WorkbookLanguage

/// A name declared a second time in a student's region, often a slide's file pasted whole
/// (`enum FryOrderSize` again, beside the menu): the compiler says `invalid redeclaration of
/// 'FryOrderSize'`, and every use of the name becomes ambiguous.
///
/// The copy is not a changed declaration but a second one: `check` says where the first is,
/// found in the compiler's parse of the stage's files, and that the copy goes.
struct Redeclaration: Equatable, Sendable {
    /// The name declared twice.
    var name: String
    /// Where the copy is (`path:line`), in the student's region.
    var copy: String
    /// Where the first declaration is (`path:line`).
    var first: String
    /// The exercise whose region holds the first declaration; `nil` for the workbook's code.
    var firstRegion: String?
    /// The compiler's error at the copy.
    var diagnostic: CompilerDiagnostic

    /// What `check` says under the error.
    var explanation: Localized {
        Messages.declaredTwice(name, first: first, in: firstRegion)
    }

    /// The names `message` says were declared twice: `invalid redeclaration of 'FryOrderSize'`,
    /// `invalid redeclaration of 'choose(_:)'` (without its labels).
    static func name(in message: String) -> String? {
        guard let range = message.range(of: "invalid redeclaration of '") else { return nil }
        let name = message[range.upperBound...].prefix { $0 != "'" && $0 != "(" }
        return name.isEmpty ? nil : String(name)
    }

    /// The second declarations among `diagnostics`, each with where the first one is.
    ///
    /// `parse` reads the files of a stage (the catalog's text for a marked file, the disk's for
    /// any other), by path in the workbook; by default the compiler's parser does.
    static func find(
        in diagnostics: [CompilerDiagnostic], catalog: Catalog,
        parse: ([String: String]) -> [String: ParsedDeclarations]? = Self.parse
    ) -> [Redeclaration] {
        let copies = diagnostics.compactMap { diagnostic in
            name(in: diagnostic.message).map { (name: $0, diagnostic: diagnostic) }
        }
        guard !copies.isEmpty else { return [] }
        var found: [Redeclaration] = []
        var parsedStages: [String: [String: ParsedDeclarations]] = [:]
        for (name, diagnostic) in copies {
            let path = catalog.relativePath(diagnostic.path)
            let parts = path.split(separator: "/")
            guard parts.count > 2, parts[0] == "Sources" else { continue }
            let stage = String(parts[1])
            if parsedStages[stage] == nil {
                parsedStages[stage] = parse(texts(ofStage: stage, in: catalog)) ?? [:]
            }
            let files = parsedStages[stage] ?? [:]
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
                    diagnostic: diagnostic))
        }
        return found
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
