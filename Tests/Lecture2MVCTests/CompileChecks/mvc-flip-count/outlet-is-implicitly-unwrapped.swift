// error: must be unwrapped
// teaches: `flipCountLabel` is still a plain `UILabel`, a value the controller must have from the moment it exists: an outlet is connected only after the controller is made, so declare it as an Optional, one that code can still use as a plain `UILabel` where it reads it.
// teaches-ko: `flipCountLabel`이 아직 그냥 `UILabel`이어서 컨트롤러가 생기는 순간부터 값이 있어야 합니다: 아웃렛은 컨트롤러가 만들어진 뒤에야 연결되므로 옵셔널로 선언하되, 읽는 코드가 그냥 `UILabel`처럼 쓸 수 있는 옵셔널로 선언합니다.

@MainActor
func flipCountText(of controller: ViewController) -> String {
    let label = controller.flipCountLabel
    return label.text ?? ""
}
