import CellshotSwiftUI

extension LaidOutView {
    /// The strings of the texts drawn, depth first (`Text("3")` gives `3`).
    var texts: [String] {
        all.compactMap { node in
            guard node.name.hasPrefix("Text(\""), node.name.hasSuffix("\")") else { return nil }
            return String(node.name.dropFirst(6).dropLast(2))
        }
    }
}
