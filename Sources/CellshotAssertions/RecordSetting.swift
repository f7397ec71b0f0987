import CellshotTesting

/// Which references an assertion may write, and where that was decided (for messages).
///
/// The `record` parameter wins; else `CELLSHOT_RECORD`: `missing` (or `1`), `all`, `failed`, or `never`
/// (or `0`); else `missing`, as swift-snapshot-testing does. Whatever the mode, an assertion that
/// records a reference fails, so a test passes only against a reference that was there before it ran.
struct RecordSetting: Equatable {
    /// The mode, or `nil` for never.
    var mode: RecordMode?
    /// Where the mode came from: `record: .all`, `CELLSHOT_RECORD=all`, `record mode missing, the default`.
    var source: String

    /// The variable read when the parameter is `nil`.
    static let variable = "CELLSHOT_RECORD"

    /// The setting for a parameter and an environment.
    /// - Returns: the setting, or the failure message for a value of `CELLSHOT_RECORD` that names no mode.
    static func resolve(_ parameter: RecordMode?, environment: [String: String]) -> Result<RecordSetting, AssertionMessage> {
        if let parameter { return .success(RecordSetting(mode: parameter, source: "record: .\(parameter.rawValue)")) }
        guard let value = environment[variable], !value.isEmpty else {
            return .success(RecordSetting(mode: .missing, source: "record mode missing, the default"))
        }
        let source = "\(variable)=\(value)"
        switch value.lowercased() {
        case "1": return .success(RecordSetting(mode: .missing, source: source))
        case "0", "never": return .success(RecordSetting(mode: nil, source: source))
        case let name:
            guard let mode = RecordMode(rawValue: name) else {
                return .failure(AssertionMessage(
                    "\(variable)=\(value) names no record mode: expected missing, all, failed or never (1 is missing, 0 never)"))
            }
            return .success(RecordSetting(mode: mode, source: source))
        }
    }

    /// Whether a missing reference is written.
    var recordsMissing: Bool { mode == .missing || mode == .all }

    /// Whether a reference whose pixels changed is replaced.
    var recordsFailed: Bool { mode == .all || mode == .failed }
}
