#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// Calls `body` with `strings` as a C array of C strings ending in a null pointer, the shape
/// `posix_spawn` wants for `argv` and `envp`; the copies are freed when `body` returns.
func withCStrings<Value>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Value
) -> Value {
    let pointers = strings.map { strdup($0) } + [nil]
    defer {
        for pointer in pointers { free(pointer) }
    }
    return body(pointers)
}
