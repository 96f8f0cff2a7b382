// exercise: l4-optional-unwrap
// kind: bypass
// why: converts to Swift's optional and uses its `if let`, so the hand-written enum is never switched over.
// region: 1
if let data = asSwiftOptional {
    return body(data)
}
return otherwise()
