import Foundation

/// Splitting and trimming by bytes, for the reading that every command starts with.
///
/// Every command first reads the markers of every source file, and the tool runs as a debug
/// build: Foundation's `components(separatedBy:)` goes through `NSString` on Linux, and a loop
/// over `Character`s or bytes calls generic library code for every element. `memchr` finds each
/// newline in one call instead, which makes reading the workbook about three times cheaper.
extension String {
    /// The lines of the text, split at every `"\n"`; a trailing newline gives a last empty line,
    /// as `components(separatedBy: "\n")` does. Unlike it, a Windows line end `"\r\n"` (one
    /// `Character`) splits too, leaving the `"\r"` at the end of its line.
    var lines: [String] {
        var text = self
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            while start < bytes.count, let base = bytes.baseAddress,
                let found = memchr(base + start, 0x0A, bytes.count - start)
            {
                let newline = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                lines.append(String(decoding: bytes[start..<newline], as: UTF8.self))
                start = newline + 1
            }
            lines.append(String(decoding: bytes[start...], as: UTF8.self))
            return lines
        }
    }

    /// The text without its blanks at either end: spaces, tabs, and the `"\r"` of a Windows line
    /// end, so that a marker line reads the same whichever line ends its file has.
    var trimmingBlanks: String {
        let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
        var text = self
        return text.withUTF8 { bytes in
            var first = 0
            var last = bytes.count - 1
            while first <= last, blanks.contains(bytes[first]) { first += 1 }
            while last >= first, blanks.contains(bytes[last]) { last -= 1 }
            return String(decoding: bytes[first..<(last + 1)], as: UTF8.self)
        }
    }
}
