// error: must be unwrapped
// teaches: `flipCountLabel` is not yet an implicitly unwrapped Optional: an outlet is connected only after the controller is made, so declare it as the lecture does, `Label!`, an Optional that unwraps itself where it is used.

func flipCountText(of controller: ViewController) -> String {
    let label = controller.flipCountLabel
    return label.text
}
