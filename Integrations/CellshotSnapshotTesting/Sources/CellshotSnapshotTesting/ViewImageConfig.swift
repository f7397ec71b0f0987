#if !canImport(SwiftUI)
import CellshotUIKit
import Foundation

/// A device's screen for a snapshot, as swift-snapshot-testing's `ViewImageConfig` (iOS only there): its safe area,
/// size and traits, so that `.image(layout: .device(config: .iPhone13))` compiles and draws on Linux.
///
/// The devices and their figures are swift-snapshot-testing 1.19.7's (`Common/View.swift`): the same sizes and safe
/// areas, and its phones' traits — Dynamic Type at `.medium` and left to right, which cellshot draws. Its size
/// classes, idiom and 3D Touch are not traits cellshot's `UITraitCollection` has; they change nothing a list row
/// draws here.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        /// On its side.
        case landscape
        /// Upright.
        case portrait
    }

    /// An iPad's orientation and split.
    public enum TabletOrientation: Sendable {
        /// The widths of a portrait split view.
        public enum PortraitSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// The widths of a landscape split view.
        public enum LandscapeSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Half the screen.
            case oneHalf
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// On its side.
        case landscape(splitView: LandscapeSplits)
        /// Upright.
        case portrait(splitView: PortraitSplits)
    }

    /// The screen's safe area insets.
    public var safeArea: UIEdgeInsets
    /// The screen's size; `nil` for the view's.
    public var size: CGSize?
    /// The traits drawn with (the strategy's `traits` win over these).
    public var traits: UITraitCollection

    /// A screen.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone: its portrait size and safe area, turned for landscape with the landscape safe area.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets,
                              landscape: UIEdgeInsets) -> ViewImageConfig {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(layoutDirection: .leftToRight),
                                                    UITraitCollection(preferredContentSizeCategory: .medium)])
        switch orientation {
        case .landscape:
            return ViewImageConfig(safeArea: landscape, size: CGSize(width: height, height: width), traits: traits)
        case .portrait:
            return ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height), traits: traits)
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// The iPhoneSe in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// The iPhoneSe in an orientation.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, portrait: statusBar, landscape: .zero)
    }

    /// The iPhone8 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// The iPhone8 in an orientation.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, portrait: statusBar, landscape: .zero)
    }

    /// The iPhone8Plus in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// The iPhone8Plus in an orientation.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, portrait: statusBar, landscape: .zero)
    }

    /// The iPhoneX in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// The iPhoneX in an orientation.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    }

    /// The iPhoneXsMax in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// The iPhoneXsMax in an orientation.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    }

    /// The iPhoneXr in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// The iPhoneXr in an orientation.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        iPhoneXsMax(orientation)
    }

    /// The iPhone12 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// The iPhone12 in an orientation.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    /// The iPhone12Pro in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// The iPhone12Pro in an orientation.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// The iPhone12ProMax in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// The iPhone12ProMax in an orientation.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    /// The iPhone13 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// The iPhone13 in an orientation.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// The iPhone13Mini in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// The iPhone13Mini in an orientation.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portrait: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    }

    /// The iPhone13Pro in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// The iPhone13Pro in an orientation.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    /// The iPhone13ProMax in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// The iPhone13ProMax in an orientation.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    /// An iPad: its full-screen size in landscape and the width of each split.
    private static func tablet(_ orientation: TabletOrientation, long: CGFloat, short: CGFloat,
                               landscapeSplits: (CGFloat, CGFloat, CGFloat), portraitSplits: (CGFloat, CGFloat),
                               safeArea: UIEdgeInsets) -> ViewImageConfig {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(layoutDirection: .leftToRight)])
        let size: CGSize
        switch orientation {
        case .landscape(let split):
            switch split {
            case .oneThird: size = CGSize(width: landscapeSplits.0, height: short)
            case .oneHalf: size = CGSize(width: landscapeSplits.1, height: short)
            case .twoThirds: size = CGSize(width: landscapeSplits.2, height: short)
            case .full: size = CGSize(width: long, height: short)
            }
        case .portrait(let split):
            switch split {
            case .oneThird: size = CGSize(width: portraitSplits.0, height: long)
            case .twoThirds: size = CGSize(width: portraitSplits.1, height: long)
            case .full: size = CGSize(width: short, height: long)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }

    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    /// The iPadMini in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// The iPadMini in an orientation.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    /// The iPadMini in an orientation and split view.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1024, short: 768, landscapeSplits: (320, 507, 694), portraitSplits: (320, 438),
               safeArea: statusBar)
    }

    /// The iPad9_7 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPad9_7 = iPadMini
    /// The iPad9_7 in an orientation.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// The iPad9_7 in an orientation and split view.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// The iPad10_2 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// The iPad10_2 in an orientation.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    /// The iPad10_2 in an orientation and split view.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1080, short: 810, landscapeSplits: (320, 535, 750), portraitSplits: (320, 480),
               safeArea: statusBar)
    }

    /// The iPadPro10_5 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// The iPadPro10_5 in an orientation.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    /// The iPadPro10_5 in an orientation and split view.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1112, short: 834, landscapeSplits: (320, 551, 782), portraitSplits: (320, 504),
               safeArea: statusBar)
    }

    /// The iPadPro11 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// The iPadPro11 in an orientation.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    /// The iPadPro11 in an orientation and split view.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1194, short: 834, landscapeSplits: (375, 592, 809), portraitSplits: (320, 504),
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// The iPadPro12_9 in its default orientation (portrait for a phone, landscape for an iPad).
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// The iPadPro12_9 in an orientation.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    /// The iPadPro12_9 in an orientation and split view.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1366, short: 1024, landscapeSplits: (375, 678, 981), portraitSplits: (375, 639),
               safeArea: statusBar)
    }
}
#endif
