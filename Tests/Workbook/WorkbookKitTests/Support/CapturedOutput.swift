import Foundation

/// Output captured from real `swift test` runs of the fixture workbook (Swift 6.3.1, Linux),
/// with its root at `/tmp/samp`; `rooted(_:at:)` moves it to a fixture's folder.
///
/// The event streams had their backtraces and timestamps removed to keep them short.
enum CapturedOutput {
    /// The start of both runs below: the tests found, the run and the suites started.
    private static let runStart = #"""
        {"kind":"test","payload":{"id":"StageATests.CountTests","kind":"suite","name":"CountTests","sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/CountTests.swift","column":2,"fileID":"StageATests\/CountTests.swift","line":4}},"version":0}
        {"kind":"test","payload":{"displayName":"count(to: 3) is 1, 2, 3","id":"StageATests.CountTests\/three()\/CountTests.swift:5:6","isParameterized":false,"kind":"function","name":"three()","sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/CountTests.swift","column":6,"fileID":"StageATests\/CountTests.swift","line":5}},"version":0}
        {"kind":"test","payload":{"id":"StageATests.GreetTests","kind":"suite","name":"GreetTests","sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/GreetTests.swift","column":2,"fileID":"StageATests\/GreetTests.swift","line":4}},"version":0}
        {"kind":"test","payload":{"displayName":"greet says hello to the name","id":"StageATests.GreetTests\/hello()\/GreetTests.swift:5:6","isParameterized":false,"kind":"function","name":"hello()","sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/GreetTests.swift","column":6,"fileID":"StageATests\/GreetTests.swift","line":5}},"version":0}
        {"kind":"test","payload":{"displayName":"greet again","id":"StageATests.GreetTests\/again()\/GreetTests.swift:8:6","isParameterized":false,"kind":"function","name":"again()","sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/GreetTests.swift","column":6,"fileID":"StageATests\/GreetTests.swift","line":8}},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Suite CountTests started."}],"testID":"StageATests.CountTests"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Suite GreetTests started."}],"testID":"StageATests.GreetTests"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"count(to: 3) is 1, 2, 3\" started."}],"testID":"StageATests.CountTests\/three()\/CountTests.swift:5:6"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"greet again\" started."}],"testID":"StageATests.GreetTests\/again()\/GreetTests.swift:8:6"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"greet says hello to the name\" started."}],"testID":"StageATests.GreetTests\/hello()\/GreetTests.swift:5:6"},"version":0}
        """#

    /// Event stream of `StageATests.(GreetTests|CountTests)/` with `greet` stubbed: two failures, one pass.
    static let failingEvents =
        runStart + "\n" + #"""
            {"kind":"event","payload":{"_comments":[],"_sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/GreetTests.swift","column":9,"fileID":"StageATests\/GreetTests.swift","line":9},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/GreetTests.swift","column":9,"fileID":"StageATests\/GreetTests.swift","line":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (greet(\"B\") → \"\") == \"Hello, B!\""}],"testID":"StageATests.GreetTests\/again()\/GreetTests.swift:8:6"},"version":0}
            {"kind":"event","payload":{"_comments":["Put the name between 'Hello, ' and '!'."],"_sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/GreetTests.swift","column":9,"fileID":"StageATests\/GreetTests.swift","line":6},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/samp\/Tests\/StageATests\/GreetTests.swift","column":9,"fileID":"StageATests\/GreetTests.swift","line":6}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (greet(\"Ada\") → \"\") == \"Hello, Ada!\""},{"symbol":"details","text":"Put the name between 'Hello, ' and '!'."}],"testID":"StageATests.GreetTests\/hello()\/GreetTests.swift:5:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"greet again\" failed after 0.001 seconds with 1 issue."}],"testID":"StageATests.GreetTests\/again()\/GreetTests.swift:8:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"greet says hello to the name\" failed after 0.001 seconds with 1 issue."}],"testID":"StageATests.GreetTests\/hello()\/GreetTests.swift:5:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Suite GreetTests failed after 0.002 seconds with 2 issues."}],"testID":"StageATests.GreetTests"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"count(to: 3) is 1, 2, 3\" passed after 0.002 seconds."}],"testID":"StageATests.CountTests\/three()\/CountTests.swift:5:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":"Suite CountTests passed after 0.003 seconds."}],"testID":"StageATests.CountTests"},"version":0}
            {"kind":"event","payload":{"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 3 tests in 2 suites failed after 0.003 seconds with 2 issues."}]},"version":0}
            """#
    /// Event stream of the same run when `CountTests` indexes past the end of an array.
    static let crashEvents = runStart
    /// The console output of that crashing run, from the test run's start.
    static let crashOutput = #"""
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ◇ Suite CountTests started.
        ◇ Suite GreetTests started.
        ◇ Test "count(to: 3) is 1, 2, 3" started.
        ◇ Test "greet again" started.
        ◇ Test "greet says hello to the name" started.
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7f170bb6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f170bb6df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        ...
        Thread 4 "oot.default-qos" crashed:

          0                  0x00007f170bb6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]             0x00007f170bcf961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra]             0x00007f170c274f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
          3 [ra] [inlined]   0x000055a33c6a8035 freestanding macro expansion #1 of expect in module StageATests file CountTests.swift line 5 column 53 in FixturePackageTests.xctest at /tmp/swift-generated-sources/@__swiftmacro_11StageATests0021CountTestsswift_IfFDefMX4_52_6expectfMf_.swift:1:44
          4 [ra]             0x000055a33c6a8035 CountTests.three() + 180 in FixturePackageTests.xctest at /tmp/samp/Tests/StageATests/CountTests.swift:5:53
          5 [ra]             0x000055a33c6a76c7 $s11StageATests10CountTestsV5three4TestfMp_7__localfMu0_ #1 @Sendable (_:) in static CountTests.$s11StageATests10CountTestsV5three4TestfMp_16b87cf1958df4b877fMu_@Sendable () + 118 in FixturePackageTests.xctest at /tmp/swift-generated-sources/@__swiftmacro_11StageATests10CountTestsV5three4TestfMp_.swift:5:156
          6 [async]          0x000055a33c6a73a0 static CountTests.$s11StageATests10CountTestsV5three4TestfMp_16b87cf1958df4b877fMu_@Sendable () in FixturePackageTests.xctest at /tmp/swift-generated-sources/@__swiftmacro_11StageATests10CountTestsV5three4TestfMp_.swift:7
        """#
    /// Build output when the `a-greet` region holds two type errors.
    static let compileOutput = #"""
        Building for debugging...
        [0/5] Write sources
        [1/5] Write swift-version-6A52383ED409C6A7.txt
        [3/7] Emitting module StageA
        [4/7] Compiling StageA Greeting.swift
        /tmp/samp/Sources/StageA/Greeting.swift:4:18: error: cannot convert value of type 'String' to specified type 'Int'
         2 | func greet(_ name: String) -> String {
         3 |     // BEGIN EXERCISE a-greet
         4 |     let x: Int = "a"
           |                  `- error: cannot convert value of type 'String' to specified type 'Int'
         5 |     return name.foo
         6 |     // END EXERCISE a-greet

        /tmp/samp/Sources/StageA/Greeting.swift:5:17: error: value of type 'String' has no member 'foo'
         3 |     // BEGIN EXERCISE a-greet
         4 |     let x: Int = "a"
         5 |     return name.foo
           |                 `- error: value of type 'String' has no member 'foo'
         6 |     // END EXERCISE a-greet
         7 | }
        error: fatalError
        """#

    /// `text` with the captured root replaced by `root`, in plain and JSON-escaped form.
    static func rooted(_ text: String, at root: URL) -> String {
        text.replacingOccurrences(of: "/tmp/samp", with: root.path)
            .replacingOccurrences(
                of: #"\/tmp\/samp"#, with: root.path.replacingOccurrences(of: "/", with: #"\/"#))
    }
}
