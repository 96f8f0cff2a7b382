// error: setter is inaccessible
// teaches: Code outside `ListView` can set `selectedRow`, even to a row the delegate refused: declare it `private(set) var`, so everyone may read it and only the list may change it.
func selectRowWithoutAsking(_ list: ListView) {
    list.selectedRow = 0
}
