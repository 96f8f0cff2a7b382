// SwiftUI brings Foundation's geometry (`CGSize`, `CGPoint`, `CGFloat`) with it, so the lectures'
// views use them with one import; this module does the same.
@_exported import Foundation
