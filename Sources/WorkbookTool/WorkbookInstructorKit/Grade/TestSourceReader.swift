import Foundation
import WorkbookKit

/// Reads a test function's body from its source file, for the `test_code` graders show.
struct TestSourceReader {
    /// The package whose `Tests/` folder holds the tests.
    var root: URL

    /// The body of the test whose Swift Testing identifier is `id`
    /// (`Target.Suite/name()/File.swift:line:column`), dedented; `nil` when it cannot be found.
    func code(ofTest id: String) -> String? {
        let parts = id.split(separator: "/")
        guard let target = parts.first?.split(separator: ".").first, let place = parts.last
        else { return nil }
        let location = place.split(separator: ":")
        guard location.count >= 2, let line = Int(location[1]) else { return nil }
        let fileName = String(location[0])
        let folder = root.appendingPathComponent("Tests/\(target)")
        guard
            let file = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap({ $0 as? URL }).first(where: { $0.lastPathComponent == fileName }),
            let text = try? String(contentsOf: file, encoding: .utf8)
        else { return nil }
        return Self.body(in: text, fromLine: line)
    }

    /// The text between the braces of the first function declared at or after `line` (1-based).
    static func body(in text: String, fromLine line: Int) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard line >= 1, line <= lines.count else { return nil }
        let rest = lines[(line - 1)...].joined(separator: "\n")
        guard let function = rest.range(of: "func "),
            let open = rest[function.upperBound...].firstIndex(of: "{"),
            let close = rest.closingBracket(matching: open)
        else { return nil }
        return dedent(String(rest[rest.index(after: open)..<close]))
    }

    /// `body` without its blank first and last lines and without the indentation all lines share.
    private static func dedent(_ body: String) -> String {
        var lines = body.components(separatedBy: "\n")
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indentation =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n").trimmingCharacters(in: .whitespaces)
    }
}
