import Foundation
import WorkbookKit

/// Signs that a student's test process tampered with the record of its own run, and the rule
/// that no test touched by them counts as passed.
///
/// The test process writes both the event stream and the console, so code in a region can write
/// into either. What it cannot do is take back what the grader has already read: these checks
/// look for the traces any forgery leaves behind in a pipe read as it is written.
enum RunIntegrity {
    /// The signs of tampering in one run: `stream` as read from the pipe, `console` as printed,
    /// `status` the exit status of `swift test`, `changed` files written outside the build folder,
    /// `timedOut` whether the time limit stopped it.
    static func signs(
        stream: String, console: String, status: Int32, changed: [String] = [],
        timedOut: Bool = false
    ) -> [String] {
        var signs: [String] = []
        let events = stream.split(separator: "\n").compactMap(Event.init)
        if let end = events.firstIndex(where: { $0.kind == "runEnded" }),
            events[(end + 1)...].contains(where: { $0.kind != nil })
        {
            signs.append("events were written after the run ended (the record was rewritten)")
        }
        let declared = Set(
            stream.split(separator: "\n").compactMap { Event.declaredTest(in: $0) })
        var seen: Set<String> = []
        var repeated: Set<String> = []
        var unknown: Set<String> = []
        for event in events {
            guard let kind = event.kind, let test = event.testID,
                ["testStarted", "testEnded", "testSkipped"].contains(kind)
            else { continue }
            if !declared.contains(test) { unknown.insert(test) }
            if !seen.insert(kind + " " + test).inserted { repeated.insert(test) }
        }
        for test in unknown.sorted() {
            signs.append("events name test \(test), which the run never declared (injected events)")
        }
        if events.filter({ $0.kind == "runStarted" }).count > 1 {
            signs.append("the run started more than once in one record")
        }
        for test in repeated.sorted() {
            signs.append("test \(test) reported more than once (injected events)")
        }
        let run = TestRun.parse(stream)
        if run.ended && timedOut {
            signs.append("a process the tests started kept running after the run ended")
        }
        if run.started && !run.ended && status == 0 && !timedOut {
            signs.append("the test process exited early with success before the run ended")
        }
        if run.ended, status == 0, run.tests.contains(where: { !$0.issues.isEmpty }) {
            signs.append("swift test succeeded although the record holds failures")
        }
        if run.ended, status != 0, !run.tests.isEmpty,
            run.tests.allSatisfy({ $0.issues.isEmpty && $0.ended }),
            !console.contains("error:")
        {
            signs.append("swift test failed although every test in the record passed")
        }
        // Stages repeat a test's sentence; the console names a test by its sentence only, so only
        // a sentence that one test of the run carries can be matched.
        let counts = Dictionary(run.tests.map { ($0.displayName, 1) }, uniquingKeysWith: +)
        for test in run.tests where test.ended && test.issues.isEmpty {
            let name = test.displayName
            guard counts[name] == 1 else { continue }
            if console.contains("Test \(name) failed")
                || console.contains("Test \"\(name)\" failed")
            {
                signs.append("test \(test.id) passed in the record but failed on the console")
            }
        }
        signs += changed.map { "wrote \($0), outside its build folder" }
        return signs
    }

    /// `outcome` with every test marked failed when its run shows `signs`: nothing the student's
    /// process reported about that run is trusted.
    static func distrusting(_ outcome: TestOutcome, signs: [String]) -> TestOutcome {
        guard !signs.isEmpty else { return outcome }
        var outcome = outcome
        outcome.tampering = signs
        let message = "Not counted: the run shows signs of tampering (\(signs[0]))."
        for index in outcome.run.tests.indices {
            outcome.run.tests[index].issues.append(
                TestIssue(message: message, details: signs, file: "integrity", line: 0))
        }
        return outcome
    }

    /// One line of the event stream, only what these checks need.
    private struct Event {
        var kind: String?
        var testID: String?

        init?(_ line: Substring) {
            guard
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                    as? [String: Any],
                object["kind"] as? String == "event",
                let payload = object["payload"] as? [String: Any]
            else { return nil }
            kind = payload["kind"] as? String
            testID = payload["testID"] as? String
        }

        /// The identifier of the test or suite a `test` record of `line` declares, if any.
        static func declaredTest(in line: Substring) -> String? {
            guard
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                    as? [String: Any],
                object["kind"] as? String == "test",
                let payload = object["payload"] as? [String: Any]
            else { return nil }
            return payload["id"] as? String
        }
    }
}
