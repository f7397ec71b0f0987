import CellshotSwiftUILayout
import Foundation

/// A shape that can be inset to draw a border inside its frame (SwiftUI's `InsettableShape`).
///
/// ```swift
/// Circle().strokeBorder(.white, lineWidth: 2)   // the whole 2 pt line inside the frame
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every edge.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape's border stroked inside its frame: the shape inset by half the line, then stroked.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle,
                                                        antialiased: Bool = true, fileID: String = #fileID,
                                                        line: Int = #line) -> _ShapeView<Self> {
        _ShapeView(shape: self, paints: [.strokeBorder(AnyShapeStyle(content), style)],
                   origin: SourceLocation(fileID: fileID, line: line))
    }

    /// The shape's border stroked inside its frame.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1,
                                                        antialiased: Bool = true, fileID: String = #fileID,
                                                        line: Int = #line) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), fileID: fileID, line: line)
    }
}
