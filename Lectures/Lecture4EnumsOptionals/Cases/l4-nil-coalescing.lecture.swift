// exercise: l4-nil-coalescing
// kind: lecture
// expect: pass
// why: lecture4-grid-enum-optionals.txt, `x ?? "foo"` as a switch (`y = "foo"` and `y = data` become returns).
// region: 1
switch optional {
case .none: return try defaultValue()
case .some(let data): return data
}
// region: 2
switch optional {
case .none: return try defaultValue()
case .some(let data): return .some(data)
}
