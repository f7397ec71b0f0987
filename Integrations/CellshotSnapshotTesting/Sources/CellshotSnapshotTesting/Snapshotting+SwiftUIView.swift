#if !canImport(SwiftUI)
import CellshotSwiftUI
import CellshotTesting
import Foundation
import SnapshotTesting

/// The size of a SwiftUI view's snapshot, as swift-snapshot-testing's `SwiftUISnapshotLayout` (which Linux, having no
/// SwiftUI, does not declare).
public enum SwiftUISnapshotLayout: Sendable {
    /// The view centred on a device's screen: its size, safe area and traits.
    case device(config: ViewImageConfig)
    /// The view centred in a container of this size.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size (no size proposed).
    case sizeThatFits
}

extension Snapshotting where Value: View, Format == Data {
    /// A SwiftUI view drawn by cellshot at its ideal size, compared exactly: swift-snapshot-testing's `.image`.
    public static var image: Snapshotting {
        .image()
    }

    /// A SwiftUI view drawn by cellshot, as PNG, with swift-snapshot-testing's spelling of its SwiftUI strategy, so
    /// that a team's snapshot tests of SwiftUI views compile and run on Linux unchanged:
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsView(), as: .image(layout: .device(config: .iPhone13)))
    /// assertSnapshot(of: SettingsRow(), as: .image(layout: .sizeThatFits,
    ///                                              traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// The references are kept apart from those the same test records on iOS: `<test>.<n>.linux.png` beside the
    /// simulator's `<test>.<n>.png`, so that both live in one repository. The view is drawn as
    /// `CellshotSwiftUI.render` draws it — on the device's screen less its safe area, or in the fixed size, or at its
    /// ideal size — in the traits' colour scheme, Dynamic Type size and scale (3 when unspecified) and the
    /// configuration's traits under them; right to left when the traits say so.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: iOS draws through a key window (for `UIAppearance` and visual effects);
    ///     cellshot draws the same way either way, so `true` warns.
    ///   - precision: the fraction of pixels that must match (cellshot's `maxDiffRatio` is `1 - precision`).
    ///   - perceptualPrecision: how closely a pixel must match to count as matching. Below 1 the pixels are compared
    ///     perceptually with cellshot's threshold `1 - perceptualPrecision` (a YIQ distance, which for these
    ///     fractions is close to swift-snapshot-testing's Lab ΔE of `(1 - perceptualPrecision) × 100`).
    ///   - layout: the screen: a device, a fixed size, or the view's ideal size.
    ///   - traits: the traits, over the device's.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let comparison = ComparisonOptions.swiftSnapshotTesting(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "linux.png", diffing: .cellshotPNG(comparison)) { view in
            // swift-snapshot-testing calls the strategy on the assertion's thread: the main actor's, where the view
            // was made and stays (it is handed over, not shared).
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated {
                if drawHierarchyInKeyWindow {
                    FileHandle.standardError.write(Data(
                        "warning: drawHierarchyInKeyWindow: true has no key window on Linux: cellshot draws the view as it draws every view\n".utf8))
                }
                return SwiftUISnapshot(layout: layout, traits: traits).png(of: view)
            }
        }
    }
}

/// How a SwiftUI view's snapshot is drawn: the screen a layout gives, in the traits.
struct SwiftUISnapshot {
    let layout: SwiftUISnapshotLayout
    let traits: UITraitCollection

    /// The screen's width (`nil`: the view's ideal width), its height and safe area, and the traits drawn with.
    var screen: (width: CGFloat?, height: CGFloat?, safeArea: EdgeInsets, traits: UITraitCollection) {
        switch layout {
        case .device(let config):
            let insets = config.safeArea
            return (config.size?.width, config.size?.height,
                    EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
                    UITraitCollection(traitsFrom: [config.traits, traits]))
        case let .fixed(width, height):
            return (width, height, EdgeInsets(), traits)
        case .sizeThatFits:
            return (nil, nil, EdgeInsets(), traits)
        }
    }

    /// The view's PNG, or the reason it could not be drawn as the bytes (swift-snapshot-testing takes no error here:
    /// the comparison reports them as an unreadable image).
    @MainActor
    func png<V: View>(of view: V) -> Data {
        let screen = screen
        let traits = screen.traits
        let scale = traits.displayScale == 0 ? 3 : traits.displayScale
        let size = Self.dynamicTypeSize(traits.preferredContentSizeCategory)
        let scheme: ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        do {
            if traits.layoutDirection == .rightToLeft {
                return try CellshotSwiftUI.render(view.environment(\.layoutDirection, .rightToLeft), width: screen.width,
                                                  height: screen.height, scale: scale, safeArea: screen.safeArea,
                                                  colorScheme: scheme, dynamicTypeSize: size)
            }
            return try CellshotSwiftUI.render(view, width: screen.width, height: screen.height, scale: scale,
                                              safeArea: screen.safeArea, colorScheme: scheme, dynamicTypeSize: size)
        } catch {
            return Data("cellshot could not draw the view: \(error)".utf8)
        }
    }

    /// SwiftUI's size for a UIKit content size category (`.large` when unspecified).
    static func dynamicTypeSize(_ category: UIContentSizeCategory) -> DynamicTypeSize {
        let order: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        guard let index = order.firstIndex(of: category) else { return .large }
        return DynamicTypeSize.allCases[index]
    }
}

extension ComparisonOptions {
    /// swift-snapshot-testing's `precision` and `perceptualPrecision` as cellshot's comparison: exact when both are 1;
    /// a fraction `1 - precision` of the pixels may differ; below 1, perceptual with threshold `1 - perceptualPrecision`.
    static func swiftSnapshotTesting(precision: Float, perceptualPrecision: Float) -> ComparisonOptions {
        let ratio = Double(max(0, min(1, 1 - precision)))
        let threshold: Double? = perceptualPrecision < 1 ? Double(max(0, min(1, 1 - perceptualPrecision))) : nil
        return ComparisonOptions(threshold: threshold, maxDiffRatio: ratio)
    }
}
#endif
