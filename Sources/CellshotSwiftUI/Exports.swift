// CellshotSwiftUI re-exports what `import SwiftUI` brings on iOS: SwiftUI's layout names (CellshotSwiftUILayout),
// UIKit's (CellshotUIKit, which re-exports Foundation) and Observation's `@Observable`.
@_exported import CellshotSwiftUILayout
@_exported import CellshotUIKit
@_exported import Observation
