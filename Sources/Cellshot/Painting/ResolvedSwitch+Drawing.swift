import CellshotGraphics
import CellshotModel

extension ResolvedSwitch {
    /// A document's `UISwitch` — a switch accessory or a template's switch view — in the look's shape and
    /// colours: green when on unless `onTint` says otherwise, the off grey when off, the thumb white unless
    /// `thumbTint` says otherwise, the same in every cell state and on any background, dimmed when disabled.
    init(_ metrics: SwitchMetrics, isOn: Bool, isEnabled: Bool, onTint: ColorReference?, thumbTint: ColorReference?,
         in document: ListDocument) {
        let on = document.resolve(onTint ?? .system(metrics.onColor))
        self.init(size: metrics.trackSize, isOn: isOn,
                  trackColor: isOn ? on : document.resolve(.system(metrics.offColor)),
                  thumbColor: document.resolve(thumbTint ?? .system(metrics.thumbColor)), thumbSize: metrics.thumbSize,
                  thumbInset: metrics.thumbInset, alpha: isEnabled ? 1 : metrics.disabledAlpha)
    }

    /// A switch resolved by another front end (CellshotSwiftUI's `Toggle`), to be drawn as a list's switch is.
    package init(trackSize: Size, isOn: Bool, trackColor: Color, thumbColor: Color, thumbSize: Size,
                 thumbInset: Double, opacity: Double) {
        self.init(size: trackSize, isOn: isOn, trackColor: trackColor, thumbColor: thumbColor, thumbSize: thumbSize,
                  thumbInset: thumbInset, alpha: opacity)
    }

    /// The commands that draw the switch in `box`, as a list row's switch accessory is drawn (one drawing of
    /// UIKit's switch for documents, UIKit code and SwiftUI).
    package func drawCommands(in box: Rect, rightToLeft: Bool) -> [DrawCommand] {
        ListPainter.draw(self, in: box, rightToLeft: rightToLeft)
    }
}
