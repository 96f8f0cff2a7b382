// error: setter is inaccessible
// teaches: Code outside `ListView` can set `selectedRow`, even to a row the delegate refused: declare it `private(set) var`, so everyone may read it and only the list may change it.
// teaches-ko: `ListView` 밖의 코드가 `selectedRow`를, 델리게이트가 거절한 행으로까지 바꿀 수 있습니다. `private(set) var`로 선언해 누구나 읽되 목록만 바꿀 수 있게 하십시오.
func selectRowWithoutAsking(_ list: ListView) {
    list.selectedRow = 0
}
