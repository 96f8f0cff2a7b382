import Foundation
import SystemCalls
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// Hostile submissions, graded for real with `grade --submissions` beside an honest one.
///
/// Each attack is code a student writes inside the `a-count` region, following the published
/// classes of attack on autograders: rewriting the record of the run, leaving a process behind,
/// reading the reference answers, exiting early with success, rewriting the grader's test files,
/// injecting fake events and poisoning the build folder the next copy reuses. None may earn the
/// exercise, each must be prevented or reported, and the honest student graded last in the same
/// worker must get the grade they get alone.
///
/// It builds a scratch package and grades nine copies: a few minutes on a small machine.
@Suite(.serialized) struct GradeAttackTests {
    /// The fixture, with Foundation imported in the file the attacks are written in.
    static let files: [String: String] = {
        var files = FixtureWorkbook.files
        files["Sources/StageA/Greeting.swift"] =
            "import Foundation\n\n"
            + files["Sources/StageA/Greeting.swift"]!
        return files
    }()

    /// A marker the left-behind process carries, to find it afterwards.
    static let orphanMarker = "4242.125"

    /// The code of each attack, the body of `count(to:)`, which must return `[Int]`.
    static let attacks: [String: String] = [
        "a-rewrite-record": #"""
        atexit {
            let arguments = ProcessInfo.processInfo.arguments
            guard let flag = arguments.firstIndex(of: "--event-stream-output-path"),
                flag + 1 < arguments.count
            else { return }
            let path = arguments[flag + 1]
            let kept = (try? String(contentsOfFile: path, encoding: .utf8))?
                .split(separator: "\n").filter { !$0.contains("issueRecorded") }
                .joined(separator: "\n")
            let forged = kept ?? #"{"kind":"event","payload":{"kind":"runEnded"}}"#
            try? Data((forged + "\n").utf8).write(to: URL(fileURLWithPath: path))
        }
        return []
        """#,
        "b-leave-process": #"""
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        child.arguments = ["setsid", "-f", "sleep", "\#(orphanMarker)"]
        try? child.run()
        return []
        """#,
        "c-read-answers": #"""
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<4 {
            for file in ["Sources/StageA/Greeting.swift", "Tests/StageATests/CountTests.swift"] {
                let text = try? String(
                    contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if text?.contains("BEGIN SOLUTION a-count") == true
                    || text?.contains("count(to: 3)") == true
                {
                    return n > 0 ? Array(1...n) : []
                }
            }
            folder.deleteLastPathComponent()
        }
        return []
        """#,
        "d-exit-early": #"""
        exit(0)
        """#,
        "e-rewrite-tests": #"""
        let tests = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("Tests/StageATests/CountTests.swift")
        let fake = """
            import Testing
            @Suite struct CountTests {
                @Test("count(to: 3) is 1, 2, 3") func three() {}
            }
            """
        try? Data(fake.utf8).write(to: tests)
        return []
        """#,
        "f-inject-events": ##"""
        let arguments = ProcessInfo.processInfo.arguments
        if let flag = arguments.firstIndex(of: "--event-stream-output-path"),
            flag + 1 < arguments.count,
            let pipe = FileHandle(forWritingAtPath: arguments[flag + 1])
        {
            let id = "StageATests.CountTests/three()/CountTests.swift:5:6"
            let lines = ["runStarted", "testStarted", "testEnded", "runEnded"].map { kind in
                #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"}}"#
            }
            pipe.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        return []
        """##,
        "g-poison-build": #"""
        // Leave a file in the build folder, and swap the test binary for one that reports
        // nothing and exits with success, for the next copy graded in the same scratch package.
        let binary = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        let folder = binary.deletingLastPathComponent()
        try? Data("// left for the next student\n".utf8).write(
            to: folder.appendingPathComponent("planted.swift"))
        let fake = folder.appendingPathComponent("fake-tests")
        if (try? Data("#!/bin/sh\nexit 0\n".utf8).write(to: fake)) != nil {
            _ = chmod(fake.path, 0o755)
            _ = rename(fake.path, binary.path)
        }
        return []
        """#,
    ]

    @Test(
        "every attack earns nothing and is reported; the honest copy graded after them gets its own grade"
    )
    func attacksBesideAnHonestCopy() throws {
        let fixture = try FixtureWorkbook(files: Self.files)
        defer { fixture.remove() }
        let temporary = FileManager.default.temporaryDirectory
        let hands = temporary.appendingPathComponent("workbook-class-\(UUID().uuidString)")
        let grades = temporary.appendingPathComponent("workbook-grades-\(UUID().uuidString)")
        let alone = temporary.appendingPathComponent("workbook-alone-\(UUID().uuidString)")
        defer {
            for folder in [hands, grades, alone] { try? FileManager.default.removeItem(at: folder) }
        }
        for (name, body) in Self.attacks.merging(
            ["z-honest": GradeFixture.honest], uniquingKeysWith: { a, _ in a })
        {
            let copy = hands.appendingPathComponent(name)
            try GradeFixture.release(fixture, to: copy)
            try GradeFixture.solveCount(in: copy, with: body)
        }

        let timeout = 20.0
        let start = Date()
        let run = fixture.run(
            "grade", "a-count", "--submissions", hands.path, "--output", grades.path,
            "--jobs", "1", "--timeout", "\(Int(timeout))")
        let seconds = Date().timeIntervalSince(start)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        // With neither the sandbox nor another user, a process that moved to its own session is
        // the test runner's to stop; here it is ended so that it does not outlive this test.
        let isolation = GradeIsolation.best()
        let leftovers = GradeFixture.processes(holding: Self.orphanMarker)
        if isolation != .none {
            #expect(leftovers.isEmpty, "no student process outlives grading")
        }
        for pid in leftovers.compactMap({ pid_t($0) }) where pid > 1 {
            Processes.send(SIGKILL, to: pid)
        }

        for name in Self.attacks.keys.sorted() {
            let folder = grades.appendingPathComponent(name)
            let (_, results) = try GradeFixture.results(in: folder)
            if name != "c-read-answers" || isolation != .none {
                #expect(results.tests.allSatisfy { $0.status != "pass" }, "\(name) earned nothing")
            }
            let integrity = try JSONDecoder().decode(
                Submission.Integrity.self,
                from: Data(contentsOf: folder.appendingPathComponent(GradeFiles.integrity)))
            let reported =
                !integrity.isClean
                || results.tests.contains { test in
                    (test.message ?? "").contains("crashed")
                        || (test.message ?? "").contains("did not finish")
                }
            // Where the sandbox runs, reading the answers, writing the tests or the build folder
            // and leaving a process behind are prevented (the process ends with the sandbox,
            // nothing to report); as another user, all but the process (stopped and reported)
            // are; without either, reading is neither (the instructor guide says so), and a
            // written build folder is reported and deleted.
            let prevented =
                name == "c-read-answers"
                || (["e-rewrite-tests", "g-poison-build"].contains(name) && isolation != .none)
                || (name == "b-leave-process" && isolation == .bubblewrap)
            if !prevented {
                #expect(reported, "\(name) is reported: \(integrity) \(run.output)")
            }
        }
        let classCSV = try String(
            contentsOf: grades.appendingPathComponent(GradeFiles.classSummary), encoding: .utf8)
        #expect(classCSV.contains("a-rewrite-record,a-count,failed,0,1,yes"), "\(classCSV)")

        let honestInClass = try Data(
            contentsOf: grades.appendingPathComponent("z-honest/results.json"))
        let single = fixture.run(
            "grade", "a-count", "--submission", hands.appendingPathComponent("z-honest").path,
            "--output", alone.path)
        #expect(single.status == 0, "\(single.output)\(single.error)")
        let honestAlone = try Data(contentsOf: alone.appendingPathComponent("results.json"))
        #expect(honestInClass == honestAlone, "the honest grade is the same in the class and alone")
        let (_, honest) = try GradeFixture.results(in: alone)
        #expect(honest.status == "pass")
        #expect(
            seconds < 600,
            "grading a class with a process left behind stays bounded by the time limit")
    }
}
