#if Previews
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftUI's `@Entry` on a property of an `EnvironmentValues` extension: the property becomes a computed one
/// reading and writing a key made beside it, whose default is the property's initial value, as SwiftUI's macro
/// expands. The key's protocol is named unqualified: `CellshotSwiftUI.EnvironmentKey` would look in the module's
/// `CellshotSwiftUI` enum, which shadows the module's name.
///
/// ```swift
/// extension EnvironmentValues { @Entry var accent: Color = .blue }
/// // becomes
/// extension EnvironmentValues {
///     var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
///     private struct __Key_accent: EnvironmentKey {
///         typealias Value = Color
///         static var defaultValue: Value { .blue }
///     }
/// }
/// ```
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            """
            private struct \(raw: entry.keyName): EnvironmentKey {
                typealias Value = \(entry.type)
                static var defaultValue: Value { \(entry.defaultValue) }
            }
            """,
        ]
    }
}

/// What `@Entry` reads of its property: the name, the type and the default.
private struct Entry {
    let keyName: String
    let type: TypeSyntax
    let defaultValue: ExprSyntax

    init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              variable.bindings.count == 1,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
            throw EntryMacroError("@Entry applies to one `var` of an EnvironmentValues extension")
        }
        let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
            .extendedType.trimmedDescription
        guard container == "EnvironmentValues" || container == "SwiftUI.EnvironmentValues"
                || container == "CellshotSwiftUI.EnvironmentValues" else {
            throw EntryMacroError("cellshot's @Entry declares EnvironmentValues entries; \(container ?? "this type")'s "
                                  + "(FocusedValues, Transaction, ContainerValues) are not declared: write the key by hand")
        }
        guard let type = binding.typeAnnotation?.type.trimmed else {
            throw EntryMacroError("@Entry var \(name) needs its type written (`@Entry var \(name): Color = .blue`)")
        }
        if let initializer = binding.initializer?.value.trimmed {
            defaultValue = initializer
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw EntryMacroError("@Entry var \(name) needs a default value (`= …`) unless its type is optional")
        }
        keyName = "__Key_\(name)"
        self.type = type
    }
}

/// Why `@Entry` could not expand, shown at the property.
struct EntryMacroError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
#endif
