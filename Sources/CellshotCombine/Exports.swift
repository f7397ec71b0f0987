// Combine's names where the system has no Combine: OpenCombine's `ObservableObject`, `@Published`, publishers,
// subjects and `AnyCancellable`, with its Foundation and Dispatch additions (`NotificationCenter.publisher(for:)`,
// `Timer.publish`). An app's file that writes `import Combine` imports this module in its place, guarded:
//
//     #if canImport(Combine)
//     import Combine
//     #else
//     import CellshotCombine
//     #endif
//
// On Apple platforms it re-exports Combine itself, so the guard is only needed for the name.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif
