import CellshotGraphics

/// How big a shadow's blur is: SwiftUI's and Core Animation's `radius` turned into the standard deviation of the
/// Gaussian cellshot blurs with, in one place.
///
/// **σ = radius** [I]. Apple documents `radius` only as "a measure of how much to blur the shadow"; the
/// mapping is inferred from three independent matchings of Core Animation's shadows to the web's, whose
/// Gaussian has σ = half the CSS blur radius (CSS Backgrounds 3, "shadow-blur"):
/// - React Native draws CSS `boxShadow` on iOS with `CALayer.shadowRadius = blurRadius / 2`, "an eyeballed
///   adjustment that has the blur looking more like the web" (facebook/react-native,
///   `React/Fabric/Utils/RCTBoxShadow.mm`, `initBoxShadowLayer`): shadowRadius r looks like CSS blur 2r, σ = r;
/// - Sketch's (CSS-like) blur b is matched in UIKit by `shadowRadius = b / 2` (sarunw.com, "Match view shadow
///   to Sketch shadow", cited in TokamakUI/Tokamak pull request 355);
/// - Tokamak draws SwiftUI's `shadow(radius: r)` as CSS `box-shadow` blur 2r, "at least closer" than blur r by
///   eye, though a colour meter still found a difference (TokamakUI/Tokamak pull request 355).
///
/// The common "σ ≈ radius / 2" holds for Core Graphics' `CGContextSetShadowWithColor` blur, which React Native's
/// other path gives the CSS blur radius unchanged ("looks similar to web"), not for a layer's `shadowRadius`.
/// Measure a device screenshot to confirm; changing ``sigmaPerRadius`` changes no display list.
enum ShadowMetrics {
    /// The blur's standard deviation per point of radius.
    static let sigmaPerRadius = 1.0
    /// The largest standard deviation blurred, in grid pixels (100 pt at 3x): a larger one is cut to it, so that
    /// a shadow's offscreen work stays within (band + 2 × 850) × (tile + 2 × 850) pixels.
    static let maximumSigmaPixels = 300.0

    /// The standard deviation in points for a radius (already within ``DrawingLimits``' bounds or not).
    static func sigma(radius: Double) -> Double {
        DrawingLimits.shadowRadius(radius) * sigmaPerRadius
    }

    /// How far beyond its group a shadow's blur may reach, in points: three standard deviations, more than the
    /// three boxes' reach (2.82 σ and under a pixel).
    static func reach(radius: Double) -> Double {
        3 * sigma(radius: radius)
    }
}
