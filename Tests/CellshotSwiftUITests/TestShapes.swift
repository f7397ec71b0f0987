import CellshotSwiftUI
import Foundation

/// An app's shape written from (0, 0), as apps write them: a line from the top left to the bottom right corner.
/// (In a file of its own: where CellshotGraphics is imported too, `Path` is ambiguous as a type.)
struct TickShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        }
    }
}
