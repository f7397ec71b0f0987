import Foundation

/// One row of the list.
struct Item: Hashable, Sendable {
    var title: String
    var detail: String?

    static let samples = [
        Item(title: "Groceries", detail: "5 items"),
        Item(title: "Travel", detail: nil),
        Item(title: "Reading", detail: "12 books"),
    ]
}
