import Foundation
import Testing

@testable import WorkbookKit

/// The tool's one fixed hash, held to the standard's test vectors (FIPS 180-4).
@Suite struct SHA256Tests {
    @Test(
        "SHA-256 gives the digests of the standard's test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ])
    func vectors(message: String, digest: String) {
        #expect(SHA256.hex(of: message) == digest)
    }

    @Test("SHA-256 of a million 'a's, which spans many blocks, is the standard's digest")
    func millionA() {
        let data = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(
            SHA256.hex(of: data)
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("messages of 55, 56 and 64 bytes, where the padding needs one or two blocks, all differ")
    func paddingBoundaries() {
        let digests = [55, 56, 63, 64, 65].map {
            SHA256.hex(of: Data(repeating: 0x61, count: $0))
        }
        #expect(Set(digests).count == 5)
        #expect(digests.allSatisfy { $0.count == 64 })
        // 56 'a's, from a reference implementation.
        #expect(
            digests[1] == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }
}
