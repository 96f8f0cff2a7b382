// exercise: l4-optional-unwrap
// kind: lecture
// expect: pass
// why: lecture4-grid-enum-optionals.txt, `if let` as a switch (`print(data)` becomes the `if let` block, `body`).
// region: 1
switch self {
case .none: return otherwise()
case .some(let data): return body(data)
}
