// exercise: l4-optional-chaining
// kind: bypass
// why: hands the work to Swift's own `map` and `flatMap` through a conversion, so the hand-written enum is never switched over.
// region: 1
return Lecture.Optional<U>(try asSwiftOptional.map(transform))
// region: 2
return Lecture.Optional<U>(try asSwiftOptional.flatMap { try transform($0).asSwiftOptional })
