// One import gives a test what the strategies name: ListDocument and CellState (CellshotModel),
// SnapshotVariant and ComparisonOptions (CellshotTesting).
@_exported import CellshotModel
@_exported import CellshotTesting
