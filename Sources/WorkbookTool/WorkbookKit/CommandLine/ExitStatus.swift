/// Exit statuses shared by all commands.
package enum ExitStatus {
    package static let success: Int32 = 0
    package static let failure: Int32 = 1
    /// A usage error, as in BSD's `sysexits.h`.
    static let usage: Int32 = 64
}
