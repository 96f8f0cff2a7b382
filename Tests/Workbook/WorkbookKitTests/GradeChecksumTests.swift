import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

@Suite struct GradeChecksumTests {
    @Test("solving an exercise changes no checksum; editing outside its regions does")
    func regionsDoNotCount() {
        let reference = FixtureWorkbook.files["Sources/StageA/Greeting.swift"]!
        let solved = reference.replacingOccurrences(
            of:
                "    // BEGIN SOLUTION a-greet\n    \"Hello, \\(name)!\"\n    // STUB\n    // \"\"\n    // END SOLUTION",
            with: "    // BEGIN EXERCISE a-greet\n    \"Hi \" + name\n    // END EXERCISE a-greet")
        #expect(solved != reference, "the replacement should have found the region")
        let digest = { (text: String) in ReleaseChecksums.digest(of: Data(text.utf8)) }
        #expect(digest(solved) == digest(reference))
        let tampered = solved.replacingOccurrences(
            of: "func count(to n: Int)", with: "func count(to n: Int, cheat: Bool = true)")
        #expect(digest(tampered) != digest(reference))
        #expect(digest("no regions here") == SHA256.hex(of: "no regions here"))
    }
}
