/// The text of one assertion failure, as reported to the test framework, and the files to attach to it.
struct AssertionMessage: Error, Equatable {
    /// The text.
    var text: String
    /// Images attached to the failure where the framework keeps attachments (Swift Testing's
    /// `--attachments-path`); they are on disk either way.
    var attachments: [String]

    init(_ text: String, attachments: [String] = []) {
        self.text = text
        self.attachments = attachments
    }
}
