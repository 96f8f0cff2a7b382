// exercise: l4-nil-coalescing
// kind: bypass
// why: hands the work to Swift's own `??` through a conversion, so the hand-written enum is never switched over.
// region: 1
return try optional.asSwiftOptional ?? defaultValue()
// region: 2
return try Lecture.Optional(optional.asSwiftOptional ?? defaultValue().asSwiftOptional)
