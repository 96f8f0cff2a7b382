// error: setter is inaccessible
// teaches: Code outside `ListView` can set `selectedRow`, even to a row the delegate refused: let everyone read it, but only the list change it.
func selectRowWithoutAsking(_ list: ListView) {
    list.selectedRow = 0
}
