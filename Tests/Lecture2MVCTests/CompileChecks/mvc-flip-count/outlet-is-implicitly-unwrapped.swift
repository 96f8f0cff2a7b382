// error: must be unwrapped
// teaches: `flipCountLabel` is still a plain `Label`, a value the controller must have from the moment it exists: an outlet is connected only after the controller is made, so declare it as an Optional, one that code can still use as a plain `Label` where it reads it.

func flipCountText(of controller: ViewController) -> String {
    let label = controller.flipCountLabel
    return label.text
}
