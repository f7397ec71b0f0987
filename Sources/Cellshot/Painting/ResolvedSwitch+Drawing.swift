import CellshotGraphics

extension ResolvedSwitch {
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
