#if Previews
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview(_:traits:body:)` for a UIKit view or view controller: expands, as Xcode's does, to a type
/// conforming to a registry protocol (here `CellshotUIKit.PreviewRegistry`), so that a test finds every
/// preview of a module at run time without a list (`CellshotUIKit.previewRegistries()`).
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) { ProfileCell() }
/// // becomes
/// struct $s…__cellshotPreview…fMu_: CellshotUIKit.PreviewRegistry {
///     static var fileID: String { "SettingsCells/ProfileCell.swift" }
///     static var line: Int { 40 }
///     static var column: Int { 1 }
///     @MainActor static func makePreview() -> CellshotUIKit.Preview {
///         CellshotUIKit.Preview("Dark", traits: .sizeThatFitsLayout) { ProfileCell() }
///     }
/// }
/// ```
/// The arguments go to `Preview`'s initialisers as written, so the type checker picks the view or view
/// controller one from the body, as it picks the macro's overload.
public struct UIKitPreviewMacro: DeclarationMacro {
    /// The marker in every registry type's name, by which discovery keeps these types and skips the rest
    /// without instantiating their metadata (`PreviewDiscovery.nameMarker` in CellshotUIKit: the same text).
    static let nameMarker = "__cellshotPreview"

    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw PreviewMacroError("#Preview has no source location to register it by")
        }
        guard node.trailingClosure != nil
            || node.arguments.contains(where: { $0.label?.text == "body" }) else {
            throw PreviewMacroError("#Preview needs a body: a closure returning a UIView, a UIViewController or a SwiftUI view")
        }
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("CellshotUIKit.Preview"),
            leftParen: node.leftParen ?? (node.arguments.isEmpty ? nil : .leftParenToken()),
            arguments: node.arguments,
            rightParen: node.rightParen ?? (node.arguments.isEmpty ? nil : .rightParenToken()),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures
        )
        let name = context.makeUniqueName(nameMarker)
        return [
            """
            struct \(name): CellshotUIKit.PreviewRegistry {
                static var fileID: String { \(location.file) }
                static var line: Int { \(location.line) }
                static var column: Int { \(location.column) }
                @MainActor static func makePreview() -> CellshotUIKit.Preview {
                    \(call)
                }
            }
            """,
        ]
    }
}

/// Why `#Preview` could not expand, shown at the macro.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

@main
struct CellshotPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [UIKitPreviewMacro.self, EntryMacro.self]
}
#else
/// Without the Previews trait nothing loads this plugin (CellshotUIKit then declares no `#Preview`), but
/// `swift build` in cellshot's own checkout builds every target: an empty program, so that it builds no
/// swift-syntax.
@main
enum CellshotPreviewMacrosPlugin {
    static func main() {}
}
#endif
