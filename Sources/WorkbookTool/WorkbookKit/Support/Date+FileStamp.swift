import Foundation

extension Date {
    /// The date as `20261201-051402` (local time), for a backup's or a set-aside file's name:
    /// it sorts in time order and reads the same whatever the user's locale.
    var fileStamp: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: self)
    }
}
