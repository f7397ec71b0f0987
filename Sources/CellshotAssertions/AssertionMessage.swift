/// The text of one assertion failure, as reported to the test framework, and the files to attach to it.
package struct AssertionMessage: Error, Equatable {
    /// The text.
    package var text: String
    /// Images attached to the failure where the framework keeps attachments (Swift Testing's
    /// `--attachments-path`); they are on disk either way.
    package var attachments: [String]

    package init(_ text: String, attachments: [String] = []) {
        self.text = text
        self.attachments = attachments
    }
}
