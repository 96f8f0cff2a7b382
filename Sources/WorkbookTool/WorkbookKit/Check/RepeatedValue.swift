/// Swift Testing's expansion of a negated member, such as `#expect(!matched.isEmpty)`, gives the
/// member's value twice: `!((matched → "").isEmpty → true → true)`. The second adds nothing and
/// reads as a value of its own, so `check` shows each value once.
enum RepeatedValue {
    /// `message` with every `→ value → value` (the same value twice running, before a closing
    /// parenthesis or the end) written once.
    static func once(in message: String) -> String {
        message.replacing(#/ → ([^→()\s]+) → \1(?=\)|$)/#) { " → \($0.output.1)" }
    }
}
