import WorkbookKit

/// The JUnit XML report of a grade: one `<testsuite>` per exercise, one `<testcase>` per test.
///
/// JUnit XML is what CI systems and most grading dashboards read. A failed expectation is a
/// `<failure>`; a test a crash interrupted is an `<error>`; an exercise that could not be tested
/// (its code does not compile) gets a single `build` test case with the compiler's errors.
struct JUnitReport {
    var result: GradeResult
    /// The name of the whole report, such as the student's folder.
    var name: String

    /// The XML document.
    var xml: String {
        let tests = result.exercises.map { max($0.tests.count, 1) }.reduce(0, +)
        let failures = result.tests.filter { $0.status == .fail }.count
        let errors =
            result.tests.filter { $0.status == .error }.count
            + result.exercises.filter(\.tests.isEmpty).count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(Self.escape(name))" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)">"#,
        ]
        for exercise in result.exercises {
            lines += suite(exercise)
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func suite(_ exercise: GradeResult.ExerciseGrade) -> [String] {
        let failures = exercise.tests.filter { $0.status == .fail }.count
        var errors = exercise.tests.filter { $0.status == .error }.count
        var cases: [String] = []
        for test in exercise.tests {
            let open =
                #"    <testcase name="\#(Self.escape(test.name))" classname="\#(Self.escape(test.suite))""#
            switch test.status {
            case .pass:
                cases.append(open + "/>")
            case .fail, .error:
                let element = test.status == .fail ? "failure" : "error"
                let message = test.message ?? ""
                let first = message.split(separator: "\n").first.map(String.init) ?? ""
                cases.append(open + ">")
                cases.append(
                    #"      <\#(element) message="\#(Self.escape(first))">\#(Self.escape(message))</\#(element)>"#
                )
                cases.append("    </testcase>")
            }
        }
        if exercise.tests.isEmpty {
            errors += 1
            let reason = exercise.reason ?? exercise.status.rawValue
            let detail = result.message ?? reason
            cases.append(
                #"    <testcase name="build" classname="\#(Self.escape(exercise.id))">"#)
            cases.append(
                #"      <error message="\#(Self.escape("\(exercise.status.rawValue): \(reason)"))">\#(Self.escape(detail))</error>"#
            )
            cases.append("    </testcase>")
        }
        let count = max(exercise.tests.count, 1)
        return [
            #"  <testsuite name="\#(Self.escape(exercise.id))" tests="\#(count)" failures="\#(failures)" errors="\#(errors)">"#
        ] + cases + ["  </testsuite>"]
    }

    /// `text` safe inside an XML attribute or element: the five special characters escaped, and
    /// control characters other than tab, newline and carriage return (not allowed in XML 1.0) dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
