import Foundation
import Testing

/// `docs/architecture.md` names the tree as it is: the folders of its map, and the tool's folders
/// and types in its table, so the page cannot fall behind the code it describes.
@Suite struct ArchitecturePageTests {
    static let page: String = {
        let url = PackageRoot.url.appendingPathComponent("docs/architecture.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The folders directly inside `path` (a path in the package), hidden ones left out.
    static func folders(in path: String) -> [String] {
        let url = PackageRoot.url.appendingPathComponent(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    /// The paths the map (the page's first code block) names, folders ending in `/`: each entry's
    /// path joined to those of the entries it is indented under.
    static var mapEntries: [String] {
        let parts = page.components(separatedBy: "```")
        guard parts.count > 1 else { return [] }
        var parents: [(indent: Int, path: String)] = []
        var entries: [String] = []
        for line in parts[1].split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            // An entry starts at most three levels in; deeper lines continue a description.
            guard indent <= 6, let name = line.dropFirst(indent).split(separator: " ").first
            else { continue }
            parents.removeAll { $0.indent >= indent }
            let path = (parents.last?.path ?? "") + name
            entries.append(path)
            if path.hasSuffix("/") { parents.append((indent, path)) }
        }
        return entries
    }

    /// The rows of the tool's folder table: each folder the first column names, and the row's text.
    static var tableRows: [String: String] {
        var rows: [String: String] = [:]
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let columns = line.split(separator: "|", omittingEmptySubsequences: false)
            guard columns.count >= 3 else { continue }
            for match in columns[1].matches(of: /`([A-Za-z]+)\/`/) {
                rows[String(match.1)] = String(columns[2])
            }
        }
        return rows
    }

    /// The names the page writes in code style in `text`, up to the first character that cannot
    /// be part of a type's or a file's name (`Editor+Start`, `Verifier` in `Verifier.verify`).
    static func codeNames(in text: String) -> Set<String> {
        Set(text.matches(of: /`([A-Za-z0-9_+]+)/).map { String($0.1) })
    }

    @Test(
        "the map names every folder of the packages' sources and the tool's tests, and each one it names exists"
    )
    func mapMatchesTheTree() {
        let entries = Self.mapEntries
        #expect(entries.count > 20, "the map should be the page's first code block")
        for parent in ["Sources/", "Sources/WorkbookTool/", "Tests/Workbook/"] {
            for folder in Self.folders(in: parent) {
                #expect(
                    entries.contains(parent + folder + "/"),
                    "docs/architecture.md's map does not name \(parent)\(folder)/")
            }
        }
        for entry in entries where !entry.contains("<") {
            #expect(
                FileManager.default.fileExists(
                    atPath: PackageRoot.url.appendingPathComponent(entry).path),
                "docs/architecture.md's map names \(entry), which does not exist")
        }
    }

    @Test(
        "the table names every folder of the tools and every file's type in its folder's row, and no folder that is gone"
    )
    func tableMatchesTheTools() {
        let rows = Self.tableRows
        var folders: Set<String> = []
        for module in ["WorkbookKit", "WorkbookInstructorKit"] {
            let modulePath = "Sources/WorkbookTool/\(module)/"
            for folder in Self.folders(in: modulePath) {
                folders.insert(folder)
                guard let row = rows[folder] else {
                    Issue.record(
                        "docs/architecture.md's table has no row for \(modulePath)\(folder)/")
                    continue
                }
                let named = Self.codeNames(in: row)
                let files =
                    (try? FileManager.default.contentsOfDirectory(
                        atPath: PackageRoot.url.appendingPathComponent(modulePath + folder).path))
                    ?? []
                for file in files where file.hasSuffix(".swift") {
                    let name = String(file.dropLast(".swift".count))
                    let type = String(name.prefix { $0 != "+" })
                    #expect(
                        named.contains(name) || named.contains(type),
                        "docs/architecture.md's row for \(folder)/ does not name \(name)")
                }
            }
        }
        for folder in rows.keys {
            #expect(
                folders.contains(folder),
                "docs/architecture.md's table names \(folder)/, which neither tool has")
        }
    }
}
