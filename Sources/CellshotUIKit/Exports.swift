// CellshotUIKit re-exports Foundation, as UIKit does: CGFloat, CGRect, NSObject, NSCoder, IndexPath and
// the rest come from swift-corelibs-foundation and are never redeclared here.
@_exported import Foundation
