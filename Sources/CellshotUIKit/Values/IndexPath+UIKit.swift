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

    /// The index of the item in its section of a collection view (UIKit's addition to `IndexPath`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// An index path for an item of a section of a collection view.
    /// - Parameters:
    ///   - item: the item's index in its section.
    ///   - section: the section's index.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}
