import CellshotUIKit
import Foundation

// SwiftUI's spellings of the asset catalog symbols Xcode generates (`Image(.avatar)`, `Color(.brand)`): the
// resources are CellshotUIKit's, and the CellshotSources plugin writes their members from the app's catalogs.

extension Image {
    /// An image set of the app's catalogs (Xcode's generated `ImageResource`), as `Image(_:bundle:)` finds it by
    /// name.
    public init(_ resource: ImageResource, fileID: String = #fileID, line: Int = #line) {
        self.init(resource.name, fileID: fileID, line: line)
    }
}

extension Color {
    /// A colour set of the app's catalogs (Xcode's generated `ColorResource`), as `Color(_:bundle:)` finds it by
    /// name. Disfavoured beside `Color(_: UIColor)`: where an asset's name gives both a resource and a `UIColor`
    /// member (`Color(.brand)`), either is the same colour set.
    @_disfavoredOverload
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
