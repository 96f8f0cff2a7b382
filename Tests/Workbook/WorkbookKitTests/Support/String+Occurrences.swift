import Foundation

extension String {
    /// How many times `text` occurs in this string, without overlaps: a message said once, or twice.
    func occurrences(of text: String) -> Int {
        components(separatedBy: text).count - 1
    }
}
