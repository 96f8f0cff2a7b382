/// How a view with an aspect ratio meets the space it is offered: all of it inside (`fit`), or
/// covering all of it (`fill`).
public enum ContentMode: Sendable {
    case fit, fill
}
