// One import gives a test everything an assertion names: ListDocument, CellState, JSONValue
// (CellshotModel) and SnapshotVariant, RecordMode, ComparisonOptions (CellshotTesting).
@_exported import CellshotModel
@_exported import CellshotTesting
