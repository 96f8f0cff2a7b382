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
            let original =
                others.first { other in
                    other.file != path
                        || region.map { !$0.contains(other.declaration.line) } ?? true
                } ?? others.first
            guard let original else { continue }
            let line = original.declaration.line
            let firstRegion = catalog.files.first { $0.path == original.file }?.regions.first {
                $0.firstLine < line && line < $0.lastLine
            }?.exerciseID
            found.append(
                Redeclaration(
                    name: name, copy: "\(path):\(diagnostic.line)",
                    first: "\(original.file):\(line)", firstRegion: firstRegion,
                    firstCode: firstRegion == nil
                        ? stages.line(line, of: original.file) : nil,
                    diagnostic: diagnostic))
        }
        return found
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
