// CellshotSwiftUI re-exports what `import SwiftUI` brings on iOS: SwiftUI's layout names (CellshotSwiftUILayout),
// UIKit's (CellshotUIKit, which re-exports Foundation), Observation's `@Observable`, and Combine's
// `ObservableObject`, `@Published`, publishers and `AnyCancellable` through CellshotCombine (OpenCombine where the
// system has no Combine; docs/swiftui.md, "State and data flow").
@_exported import CellshotSwiftUILayout
@_exported import CellshotUIKit
@_exported import Observation
@_exported import CellshotCombine
