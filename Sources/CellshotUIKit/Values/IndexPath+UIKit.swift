import Foundation

extension IndexPath {
    /// The index of the row in its section (UIKit's addition to `IndexPath`).
    ///
    /// ```swift
    /// let indexPath = IndexPath(row: 2, section: 0)
    /// indexPath.row   // 2
    /// ```
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the section in the table view (UIKit's addition to `IndexPath`).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// An index path for a row of a section of a table view.
    /// - Parameters:
    ///   - row: the row's index in its section.
    ///   - section: the section's index.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }
}
