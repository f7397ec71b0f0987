import Foundation

/// Why a SwiftUI view could not be drawn: a mistake in the call or the view's code, or a failed drawing,
/// with the file and line of the render call.
public struct SwiftUIRenderError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public let message: String
    /// The file of the render call.
    public let fileID: String
    /// The line of the render call.
    public let line: Int

    init(_ message: String, fileID: String, line: Int) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line): error: \(message)" }
}
