// error: must be unwrapped
// teaches: `flipCountLabel` is not yet an implicitly unwrapped Optional: an outlet is connected only after the controller is made, so declare it as the lecture does, `Label!`, an Optional that unwraps itself where it is used.
// teaches-ko: `flipCountLabel`은 아직 암시적 언래핑 옵셔널이 아닙니다. 아웃렛은 컨트롤러가 만들어진 뒤에야 연결되므로 강의처럼 `Label!`로 선언하십시오. 쓰는 곳에서 스스로 언래핑되는 옵셔널입니다.

func flipCountText(of controller: ViewController) -> String {
    let label = controller.flipCountLabel
    return label.text
}
