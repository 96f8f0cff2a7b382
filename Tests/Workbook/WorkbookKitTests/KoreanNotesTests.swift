import Foundation
import Testing

/// Keeps the Korean notes (`*.ko.md`) in step with the English ones: every English notes page has a
/// Korean page beside it, with the same headings at the same levels, and every link in a Korean
/// page leads to a file and, when it names one, to a heading of that file.
///
/// It reads the pages directly, with Foundation only, like ``ConceptIndexTests``.
@Suite struct KoreanNotesTests {
    /// The package root.
    private static let root = PackageRoot.url

    // MARK: - Finding the pages

    /// The English notes pages, as paths from the package root: every `*.md` under `Lectures/`
    /// that is not itself a Korean page, and the student guide.
    static let englishPages: [String] =
        markdownFiles(under: "Lectures").filter { !$0.hasSuffix(".ko.md") }
        + ["docs/student-guide.md"]

    /// Every Korean page under `Lectures/` and `docs/`, as paths from the package root.
    static let koreanPages: [String] =
        (markdownFiles(under: "Lectures") + markdownFiles(under: "docs"))
        .filter { $0.hasSuffix(".ko.md") }

    /// The English pages whose Korean page exists, which can therefore be compared.
    static let translatedPages: [String] = englishPages.filter {
        FileManager.default.fileExists(atPath: url(koreanPath(of: $0)).path)
    }

    /// The `*.md` files below `folder`, sorted, as paths from the package root.
    private static func markdownFiles(under folder: String) -> [String] {
        let base = url(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") }
            .map { "\(folder)/\($0)" }
            .sorted()
    }

    /// `Lectures/README.md` → `Lectures/README.ko.md`.
    private static func koreanPath(of englishPath: String) -> String {
        String(englishPath.dropLast(".md".count)) + ".ko.md"
    }

    /// The file at `path`, a path from the package root.
    private static func url(_ path: String) -> URL {
        root.appendingPathComponent(path).standardizedFileURL
    }

    /// `url` as a path from the package root.
    private static func relativePath(of url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    // MARK: - Reading Markdown

    /// The lines of `text` that are not inside a fenced code block (a ```` ``` ```` fence, which may be
    /// indented inside a list item), fences included: a `#` in a shell example is no heading.
    private static func linesOutsideCode(of text: String) -> [String] {
        var inCode = false
        var kept: [String] = []
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inCode.toggle()
            } else if !inCode {
                kept.append(line)
            }
        }
        return kept
    }

    /// A Markdown (ATX) heading: its level, 1 for `#` to 6 for `######`, and its text.
    struct Heading: Equatable {
        var level: Int
        var text: String
    }

    /// The headings of `text`, in order, leaving out code blocks.
    static func headings(in text: String) -> [Heading] {
        linesOutsideCode(of: text).compactMap { line in
            let hashes = line.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
            return Heading(
                level: hashes,
                text: line.dropFirst(hashes).trimmingCharacters(in: .whitespaces))
        }
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped (backticks and `*`
    /// included), spaces as hyphens. Letters of every script stay, so Hangul is kept.
    static func anchor(forHeading heading: String) -> String {
        let kept = heading.lowercased().filter {
            $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_"
        }
        return kept.replacingOccurrences(of: " ", with: "-")
    }

    /// Every anchor of a page: a heading's anchor, and for a repeated one `-1`, `-2`, … as GitHub
    /// numbers them.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for heading in headings(in: text) {
            let base = anchor(forHeading: heading.text)
            let count = seen[base, default: 0]
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
            seen[base] = count + 1
        }
        return anchors
    }

    /// The targets of the inline links in `text` outside code blocks, such as `../glossary.ko.md`
    /// or `README.ko.md#연습-문제`.
    static func links(in text: String) -> [String] {
        linesOutsideCode(of: text).joined(separator: "\n")
            .matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
    }

    // MARK: - Tests

    @Test("every English notes page has a Korean page beside it")
    func everyPageHasKoreanPage() {
        #expect(
            Self.englishPages.count >= 5,
            "Expected the notes under Lectures/ and docs/student-guide.md; found \(Self.englishPages)."
        )
        for page in Self.englishPages {
            let korean = Self.koreanPath(of: page)
            if !FileManager.default.fileExists(atPath: Self.url(korean).path) {
                Issue.record(
                    """
                    \(page) has no Korean page: write \(korean) with the same headings, in 합니다체 \
                    and with the terms of Lectures/glossary.ko.md.
                    """)
            }
        }
    }

    @Test(
        "a Korean page has the English page's headings, at the same levels and in the same order",
        arguments: translatedPages)
    func sameHeadings(_ englishPage: String) throws {
        let koreanPage = Self.koreanPath(of: englishPage)
        let english = Self.headings(
            in: try String(contentsOf: Self.url(englishPage), encoding: .utf8))
        let korean = Self.headings(
            in: try String(contentsOf: Self.url(koreanPage), encoding: .utf8))
        #expect(!english.isEmpty, "\(englishPage) has no headings at all.")
        for index in 0..<max(english.count, korean.count) {
            let shown = { (heading: Heading?) in
                heading.map { "`\(String(repeating: "#", count: $0.level)) \($0.text)`" }
                    ?? "nothing"
            }
            let inEnglish = index < english.count ? english[index] : nil
            let inKorean = index < korean.count ? korean[index] : nil
            if inEnglish?.level != inKorean?.level {
                Issue.record(
                    """
                    Heading \(index + 1) differs: \(englishPage) has \(shown(inEnglish)), \
                    \(koreanPage) has \(shown(inKorean)). Give the Korean page the same headings as \
                    the English one, at the same levels and in the same order; put anything extra \
                    inside an existing section, as a bold-titled paragraph.
                    """)
                return
            }
        }
    }

    @Test(
        "every relative link in a Korean page leads to a file, and an anchor to its heading",
        arguments: koreanPages)
    func linksResolve(_ koreanPage: String) throws {
        let page = Self.url(koreanPage)
        let folder = page.deletingLastPathComponent()
        let text = try String(contentsOf: page, encoding: .utf8)
        for link in Self.links(in: text) {
            if link.contains("://") || link.hasPrefix("mailto:") { continue }
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .map(String.init)
            let target =
                parts[0].isEmpty
                ? page : folder.appendingPathComponent(parts[0]).standardizedFileURL
            let targetPath = Self.relativePath(of: target)
            guard FileManager.default.fileExists(atPath: target.path) else {
                Issue.record("\(koreanPage) links to \(link), but \(targetPath) does not exist.")
                continue
            }
            if targetPath.hasSuffix(".md") && !targetPath.hasSuffix(".ko.md") {
                let korean = Self.koreanPath(of: targetPath)
                if FileManager.default.fileExists(atPath: Self.url(korean).path) {
                    Issue.record(
                        "\(koreanPage) links to the English \(targetPath); link its Korean page \(korean)."
                    )
                }
            }
            guard parts.count == 2, targetPath.hasSuffix(".md") else { continue }
            let anchors = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
            if !anchors.contains(parts[1]) {
                Issue.record(
                    """
                    \(koreanPage) links to \(link), but \(targetPath) has no heading with the anchor \
                    #\(parts[1]). Its anchors: \(anchors.sorted().joined(separator: ", ")).
                    """)
            }
        }
    }

    @Test("the anchor of a Korean heading keeps its Hangul and drops its punctuation")
    func koreanAnchor() {
        #expect(Self.anchor(forHeading: "개념과 그 개념이 있는 파일") == "개념과-그-개념이-있는-파일")
        #expect(
            Self.anchor(forHeading: "2강: MVC와 `Concentration` 모델") == "2강-mvc와-concentration-모델")
        #expect(
            Self.anchors(in: "## 연습 문제\n```\n# not a heading\n```\n## 연습 문제\n") == [
                "연습-문제", "연습-문제-1",
            ])
    }
}
