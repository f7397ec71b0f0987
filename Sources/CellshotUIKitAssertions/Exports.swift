// One import for a UIKit snapshot test: the UIKit-shaped API and the assertions with their options.
@_exported import CellshotAssertions
@_exported import CellshotUIKit
