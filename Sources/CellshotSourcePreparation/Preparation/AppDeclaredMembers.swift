import Foundation

/// The static members an app's own files declare in extensions of the types Xcode generates asset members on
/// (`extension UIColor { static let baseBlue = … }`): the generated member of the same name is left out, as the app
/// builds on iOS only if Xcode generates no such member beside its own (asset symbol generation off, as in projects
/// made before Xcode 15), and the app's own is the one its code means.
public struct AppDeclaredMembers: Equatable, Sendable {
    /// The types whose extensions are read, as ``AssetSymbolWriter`` extends them.
    static let types: Set<String> = ["UIColor", "UIImage", "Color", "Image", "ColorResource", "ImageResource"]

    /// The member names by type.
    public var byType: [String: Set<String>] = [:]

    /// No members.
    public init() {}

    /// The static members of the app's extensions of those types, in files' texts; a file that cannot be read as
    /// Swift gives none (the preparation reports it).
    /// - Parameter texts: the files' texts.
    public init(texts: [String]) {
        for text in texts {
            var lexer = SwiftLexer(text: text, path: "")
            guard let all = try? lexer.tokens() else { continue }
            let bytes = Array(text.utf8)
            let tokens = all.filter { !$0.isTrivia }
            func word(_ index: Int) -> String? {
                index < tokens.count ? String(decoding: bytes[tokens[index].range], as: UTF8.self) : nil
            }
            var index = 0
            while index < tokens.count {
                defer { index += 1 }
                guard word(index) == "extension", let type = word(index + 1), Self.types.contains(type) else { continue }
                // The extension's body: its members at depth 1.
                var cursor = index + 2
                while cursor < tokens.count, word(cursor) != "{" { cursor += 1 }
                var depth = 0
                while cursor < tokens.count {
                    let current = word(cursor)
                    if current == "{" { depth += 1 } else if current == "}" {
                        depth -= 1
                        if depth == 0 { break }
                    } else if depth == 1, current == "static" || current == "class",
                              let keyword = word(cursor + 1), ["let", "var", "func"].contains(keyword),
                              let name = word(cursor + 2) {
                        byType[type, default: []].insert(name.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
                    }
                    cursor += 1
                }
                index = cursor
            }
        }
    }
}
