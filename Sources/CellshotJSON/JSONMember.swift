/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    /// - Parameters:
    ///   - key: the member's name.
    ///   - value: the member's value.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
