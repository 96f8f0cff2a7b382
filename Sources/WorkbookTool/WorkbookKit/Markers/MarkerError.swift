/// A malformed marker, with the place to fix it.
struct MarkerError: Error, Equatable, CustomStringConvertible, Sendable {
    var path: String
    var line: Int
    var message: String

    var description: String { "\(path):\(line): \(message)" }
}
