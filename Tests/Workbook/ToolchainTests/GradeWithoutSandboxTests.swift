import Foundation
import SystemCalls
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// Hostile submissions graded as where Bubblewrap cannot run (Gradescope, a container job): the
/// grader is root, `--no-bubblewrap`, so each copy's tests run as a user of their own with limits.
///
/// Each attack returns the right answer after its abuse, so only catching it keeps it from the
/// point; the one that reads the reference is refused, and reported where strace can trace it. It builds a scratch package and grades seven copies: about a minute and a half on a
/// small machine, most of it the build.
@Suite(.serialized, .enabled(if: UnprivilegedRun.isPossible, "needs Linux, root and util-linux"))
struct GradeWithoutSandboxTests {
    /// Markers the attacks' processes and files carry, to look for them afterwards.
    static let leftMarker = "4243.125"
    static let stormMarker = "4244.125"
    static let fillerPath = "/tmp/workbook-filler-4245"

    /// The right answer, which every attack returns after what it does.
    static let answer = "return n > 0 ? Array(1...n) : []"

    /// The code of each attack, the body of `count(to:)`; `paths` are the answers to steal.
    static func attacks(stealing paths: [String]) -> [String: String] {
        [
            "a-read-answers": """
            for path in \(paths) {
                if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty {
                    \(answer)
                }
            }
            return []
            """,
            "b-leave-process": """
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            child.arguments = ["setsid", "-f", "sleep", "\(leftMarker)"]
            try? child.run()
            \(answer)
            """,
            "c-process-storm": """
            for _ in 0..<300 {
                let child = Process()
                child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                child.arguments = ["sleep", "\(stormMarker)"]
                try? child.run()
            }
            \(answer)
            """,
            "d-flood": """
            let line = String(repeating: "flood ", count: 100_000)
            for _ in 0..<500 { print(line) }
            \(answer)
            """,
            "e-fill-file": """
            FileManager.default.createFile(atPath: "\(fillerPath)", contents: nil)
            if let file = FileHandle(forWritingAtPath: "\(fillerPath)") {
                let megabyte = Data(count: 1 << 20)
                for _ in 0..<600 { file.write(megabyte) }
            }
            \(answer)
            """,
            "f-allocate": """
            let hog = [UInt8](repeating: 1, count: 3 << 30)
            guard hog[n] == 1 else { return [] }
            \(answer)
            """,
        ]
    }

    /// The live processes whose command line holds `marker`.
    static func processes(holding marker: String) -> [pid_t] {
        GradeFixture.processes(holding: marker).compactMap { pid_t($0) }
    }

    @Test(
        "without Bubblewrap, as root: every attack earns nothing, is reported and leaves nothing; the honest copy keeps its grade"
    )
    func attacksAsAnotherUser() throws {
        var files = GradeFixture.files
        files["Sources/StageA/Greeting.swift"] =
            "import Foundation\n\n" + files["Sources/StageA/Greeting.swift"]!
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let temporary = FileManager.default.temporaryDirectory
        let hands = temporary.appendingPathComponent("workbook-class-\(UUID().uuidString)")
        let grades = temporary.appendingPathComponent("workbook-grades-\(UUID().uuidString)")
        let alone = temporary.appendingPathComponent("workbook-alone-\(UUID().uuidString)")
        defer {
            for folder in [hands, grades, alone] { try? FileManager.default.removeItem(at: folder) }
            try? FileManager.default.removeItem(atPath: Self.fillerPath)
        }
        let stolen = [
            fixture.root.appendingPathComponent("Sources/StageA/Greeting.swift").path,
            fixture.root.appendingPathComponent("Tests/StageATests/Hidden/GreetHiddenTests.swift")
                .path,
            hands.appendingPathComponent("z-honest/Sources/StageA/Greeting.swift").path,
        ]
        let attacks = Self.attacks(stealing: stolen)
        for (name, body) in attacks.merging(
            ["z-honest": GradeFixture.honest], uniquingKeysWith: { a, _ in a })
        {
            let copy = hands.appendingPathComponent(name)
            try GradeFixture.release(fixture, to: copy)
            try GradeFixture.solveCount(in: copy, with: body)
        }
        let modeBefore =
            try FileManager.default.attributesOfItem(atPath: fixture.root.path)[
                .posixPermissions] as? Int

        let start = Date()
        let run = fixture.run(
            "grade", "a-count", "--submissions", hands.path, "--output", grades.path,
            "--jobs", "1", "--timeout", "20", "--no-bubblewrap")
        let seconds = Date().timeIntervalSince(start)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("as a user of their own"), "\(run.output)")

        for marker in [Self.leftMarker, Self.stormMarker] {
            let left = Self.processes(holding: marker)
            #expect(left.isEmpty, "no process with \(marker) outlives grading")
            for pid in left where pid > 1 { Processes.send(SIGKILL, to: pid) }
        }
        #expect(
            !FileManager.default.fileExists(atPath: Self.fillerPath),
            "the file filling the disk is gone")
        let modeAfter =
            try FileManager.default.attributesOfItem(atPath: fixture.root.path)[
                .posixPermissions] as? Int
        #expect(modeAfter == modeBefore, "the workbook's permissions are given back")

        for name in attacks.keys.sorted() {
            let folder = grades.appendingPathComponent(name)
            let (_, results) = try GradeFixture.results(in: folder)
            #expect(results.tests.allSatisfy { $0.status != "pass" }, "\(name) earned nothing")
            let integrity = try JSONDecoder().decode(
                Submission.Integrity.self,
                from: Data(contentsOf: folder.appendingPathComponent(GradeFiles.integrity)))
            let reads = integrity.tampering.filter { $0.hasPrefix("tried to read") }
            if name == "a-read-answers" {
                // Reading is refused; where strace can trace the run, the try is reported too,
                // with every path it tried.
                guard FileAccessTrace.isAvailable else { continue }
                let sign = try #require(reads.first, "\(name) is reported: \(integrity)")
                for path in stolen { #expect(sign.contains(path), "\(sign) names \(path)") }
                #expect(
                    run.output.split(separator: "\n").contains {
                        $0.contains(name) && $0.contains("tried to read")
                    }, "the class summary names the student and the try: \(run.output)")
            } else {
                #expect(!integrity.tampering.isEmpty, "\(name) is reported: \(integrity)")
                #expect(reads.isEmpty, "\(name) read nothing closed: \(reads)")
            }
        }
        let honestIntegrity = try JSONDecoder().decode(
            Submission.Integrity.self,
            from: Data(
                contentsOf: grades.appendingPathComponent("z-honest/\(GradeFiles.integrity)")))
        #expect(honestIntegrity.isClean, "the honest copy is not flagged: \(honestIntegrity)")

        let honestInClass = try Data(
            contentsOf: grades.appendingPathComponent("z-honest/results.json"))
        let single = fixture.run(
            "grade", "a-count", "--submission", hands.appendingPathComponent("z-honest").path,
            "--output", alone.path, "--no-bubblewrap")
        #expect(single.status == 0, "\(single.output)\(single.error)")
        let honestAlone = try Data(contentsOf: alone.appendingPathComponent("results.json"))
        #expect(honestInClass == honestAlone, "the honest grade is the same in the class and alone")
        let (_, honest) = try GradeFixture.results(in: alone)
        #expect(honest.status == "pass")
        let aloneIntegrity = try JSONDecoder().decode(
            Submission.Integrity.self,
            from: Data(contentsOf: alone.appendingPathComponent(GradeFiles.integrity)))
        #expect(aloneIntegrity.isClean, "alone, the honest copy is not flagged: \(aloneIntegrity)")
        #expect(seconds < 300, "the class is graded within the time limits (\(Int(seconds)) s)")
    }
}
