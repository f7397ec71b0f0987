/// The text of one assertion failure, as reported to the test framework.
struct AssertionMessage: Error, Equatable {
    /// The text.
    var text: String

    init(_ text: String) {
        self.text = text
    }
}
