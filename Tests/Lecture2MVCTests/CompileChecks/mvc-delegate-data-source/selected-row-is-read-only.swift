// error: setter is inaccessible
// teaches: Code outside `ListView` can set `selectedRow`, even to a row the delegate refused: let everyone read it, but only the list change it.
// teaches-ko: `ListView` 밖의 코드가 `selectedRow`를, 델리게이트가 거절한 행으로까지 바꿀 수 있습니다: 누구나 읽되 목록만 바꿀 수 있게 합니다.
func selectRowWithoutAsking(_ list: ListView) {
    list.selectedRow = 0
}
