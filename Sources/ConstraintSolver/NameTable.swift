/// Values by name for the few names of one constraint's text, in the order the names were added.
///
/// A constraint names a handful of variables, so a scan of a short array finds a name faster than
/// hashing it (the dictionaries this replaced, one per term while parsing, were two thirds of parsing a
/// grid's constraints); past ``scanLimit`` names a hash index takes over, so a long expression does not
/// cost a scan per name.
struct NameTable<Value> {
    /// The names, in the order they were first set.
    private(set) var names: [String] = []
    /// The value of each name in ``names``.
    private(set) var values: [Value] = []
    /// The position of each name, kept only past ``scanLimit`` names.
    private var positions: [String: Int] = [:]
    private static var scanLimit: Int { 8 }

    /// The position of `name` in ``names``.
    func position(of name: String) -> Int? {
        names.count > Self.scanLimit ? positions[name] : names.firstIndex(of: name)
    }

    /// The value of `name`, or `nil` if it was never set.
    subscript(name: String) -> Value? {
        position(of: name).map { values[$0] }
    }

    /// Sets the value of `name`, adding the name at the end if it is new.
    mutating func set(_ value: Value, for name: String) {
        if let position = position(of: name) {
            values[position] = value
            return
        }
        names.append(name)
        values.append(value)
        if names.count == Self.scanLimit + 1 {
            for (position, known) in names.enumerated() { positions[known] = position }
        } else if names.count > Self.scanLimit {
            positions[name] = names.count - 1
        }
    }

    /// Replaces the value at `position` (of ``names``).
    mutating func setValue(_ value: Value, at position: Int) { values[position] = value }
}
