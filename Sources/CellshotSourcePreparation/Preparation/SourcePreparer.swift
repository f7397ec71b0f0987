/// Which of cellshot's modules the target compiling the prepared files depends on: what `import UIKit`,
/// `import SwiftUI` and `import Combine` can become.
public struct CellshotModules: OptionSet, Hashable, Sendable {
    /// One bit per module.
    public let rawValue: Int

    /// Modules from their bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `CellshotUIKit`: UIKit's names.
    public static let uikit = CellshotModules(rawValue: 1)
    /// `CellshotSwiftUI`: SwiftUI's names, and UIKit's and Combine's, which it re-exports as `import SwiftUI`
    /// brings them on iOS.
    public static let swiftUI = CellshotModules(rawValue: 2)
    /// `CellshotSnapshotTesting` (cellshot's integration package): swift-snapshot-testing's SwiftUI strategies, which
    /// `import SnapshotTesting` brings on iOS and Linux's SnapshotTesting does not declare.
    public static let snapshotTesting = CellshotModules(rawValue: 4)
}

/// Prepares an app's Swift files so that Linux compiles what iOS compiles, changing nothing else: text in,
/// text out, and a ``SourceDiagnostic`` for whatever cannot be prepared (docs/uikit.md, "Your app's list code on
/// Linux with no edits").
///
/// What changes, each in place so that every other line keeps its line and column:
/// - `import UIKit`, `import SwiftUI`, `import Combine` name the cellshot module that declares them on Linux;
///   `import os` and `import OSLog` import CellshotUIKit (its stand-ins for `Logger`, `OSLog` and `os_log`);
///   `import SnapshotTesting` also imports `CellshotSnapshotTesting` when the target depends on it
///   (swift-snapshot-testing's SwiftUI strategies).
/// - `#if` groups that ``IOSConditions`` decides keep their iOS branch only; the others stay, their platform terms
///   written as literals.
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable`,
///   `@IBSegueAction` and `dynamic` become spaces (no Objective-C runtime), and `#selector(name)` becomes
///   `Selector("name")`, CellshotUIKit's inert selector; so do `@main` and `@UIApplicationMain` (the test program
///   has its own entry point: the app's `App` type or app delegate stays, never run).
/// - `import WebKit` names the module that declares UIKit's names (CellshotUIKit declares `WKWebView`, drawn as an
///   empty view that a warning names); on Linux every file that imports Foundation, UIKit or SwiftUI also imports
///   FoundationNetworking, where Linux keeps `URLSession` and `URLRequest` (in Foundation on iOS).
/// - An `override` declared in an extension moves, whole, into the body of its class when one of the files
///   declares the class (Swift allows such overrides only for `@objc` members), between `#sourceLocation`
///   lines naming its original file and line.
/// - Every file starts with `#sourceLocation(file:line:)` naming its original path, so compiler errors point at
///   the app's own file and line.
///
/// ```swift
/// let result = SourcePreparer(modules: [.uikit]).prepare([.init(path: "/app/List.swift", text: source)])
/// ```
public struct SourcePreparer: Sendable {
    /// One file to prepare.
    public struct Input: Hashable, Sendable {
        /// The path compiler errors should name (absolute in a build, so editors open it).
        public var path: String
        /// The file's text.
        public var text: String

        /// A file.
        /// - Parameters:
        ///   - path: the path diagnostics and `#sourceLocation` name.
        ///   - text: its text.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// What ``prepare(_:)`` made.
    public struct Result: Sendable {
        /// The prepared text of each input, in order; `nil` for a file that could not be read as Swift.
        public var files: [String?]
        /// Errors (the build stops) and warnings, in input order.
        public var diagnostics: [SourceDiagnostic]

        /// Whether there is no error.
        public var succeeded: Bool {
            !diagnostics.contains { $0.severity == .error } && !files.contains(nil)
        }
    }

    /// The cellshot modules the compiling target depends on.
    public var modules: CellshotModules

    /// A preparer for a target depending on some of cellshot's modules.
    /// - Parameter modules: `CellshotUIKit`, `CellshotSwiftUI` or both.
    public init(modules: CellshotModules) {
        self.modules = modules
    }

    /// The attributes that exist only with the Objective-C runtime or Interface Builder.
    /// `@main` (and the older `@UIApplicationMain`) too: a test program has its own entry point, and an app's `App`
    /// or app delegate type is kept as a declaration that nothing runs.
    /// Classes Linux's Foundation declares unavailable ("Not supported in swift-corelibs-foundation") that
    /// CellshotUIKit declares as iOS's Foundation does.
    static let foundationStandIns = ["DateComponentsFormatter"]

    /// Observation's names, which iOS's Foundation brings and Linux's does not.
    static let observationNames: Set<String> = [
        "Observable", "ObservationIgnored", "ObservationTracked", "ObservationRegistrar", "withObservationTracking",
    ]

    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "main", "UIApplicationMain",
    ]

    /// Prepares files together: an override in an extension in one file may move into a class in another.
    /// - Parameter inputs: the files.
    /// - Returns: the prepared texts and the diagnostics.
    public func prepare(_ inputs: [Input]) -> Result {
        var diagnostics: [SourceDiagnostic] = []
        var plans: [Plan?] = inputs.map { input in
            do throws(SourceDiagnostic) {
                // A byte order mark starts a file Xcode wrote in some editors; after the `#sourceLocation` line it
                // would be a stray character in the middle of the file.
                let unmarked = input.text.first == "\u{FEFF}" ? String(input.text.dropFirst()) : input.text
                let text = try IOSBranches.keep(in: unmarked, path: input.path)
                let file = try SourceFile(text: text, path: input.path)
                return Plan(file: file, outline: OutlineParser(file: file).parse())
            } catch {
                diagnostics.append(Self.named(error))
                return nil
            }
        }
        for index in plans.indices {
            guard var plan = plans[index] else { continue }
            diagnostics += plan.editInPlace(modules: modules)
            plans[index] = plan
        }
        diagnostics += moveOverrides(&plans)
        let factories = CellFactoryWriter(plans: plans)
        let files = plans.enumerated().map { index, plan in
            plan.map { "#sourceLocation(file: \(Self.literal($0.file.path)), line: 1)\n" + $0.rendered()
                + (factories.factories(forPlan: index) ?? "") + (modules.isEmpty ? "" : Self.sourceName(of: $0)) }
        }
        return Result(files: files, diagnostics: diagnostics.map(Self.named))
    }

    /// For a file with previews, a private type that tells CellshotUIKit the app's name of the file: the `#Preview`
    /// macro takes the prepared file's name (`App+Screens+RowView.swift`), not the `#sourceLocation`'s, and previews
    /// are named after their file (``CellshotUIKit/PreparedSourceFile``).
    static func sourceName(of plan: Plan) -> String {
        let hasPreviews = plan.file.code.contains { index in
            let text = plan.file.text(index)
            return text == "#Preview" || text == "PreviewProvider"
        }
        guard hasPreviews else { return "" }
        let name = plan.file.path.split(separator: "/").last.map(String.init) ?? plan.file.path
        return """

            #sourceLocation()
            // cellshot-sources: the app's name of this file, for its previews' names (CellshotUIKit finds this type).
            private enum __cellshotPreparedSourceFile: CellshotUIKit.PreparedSourceFile {
                static var preparedFileID: String { #fileID }
                static var originalFileName: String { \(literal(name)) }
            }

            """
    }

    /// Diagnostics of the lexer say what; ours also say who.
    private static func named(_ diagnostic: SourceDiagnostic) -> SourceDiagnostic {
        var named = diagnostic
        if !named.message.hasPrefix("cellshot-sources:") { named.message = "cellshot-sources: " + named.message }
        return named
    }

    /// A Swift string literal of a path.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    // MARK: - Overrides in extensions

    /// A class declared by one of the files, by its qualified name (`Outer.Inner`).
    private struct ClassPlace {
        var plan: Int
        var declaration: Declaration
    }

    private func moveOverrides(_ plans: inout [Plan?]) -> [SourceDiagnostic] {
        var classes: [String: [ClassPlace]] = [:]
        // Each class's superclass as written (the first of its inheritance list; a protocol there leads nowhere).
        var superclasses: [String: String] = [:]
        func register(_ declarations: [Declaration], in plan: Int, prefix: String) {
            for declaration in declarations where declaration.isType {
                let name = prefix + declaration.name
                if declaration.kind == .class, declaration.body != nil {
                    classes[name, default: []].append(ClassPlace(plan: plan, declaration: declaration))
                    if let superclass = declaration.inheritance.first { superclasses[declaration.name] = superclass }
                }
                register(declaration.members, in: plan, prefix: name + ".")
            }
        }
        for (index, plan) in plans.enumerated() {
            if let plan { register(plan.outline, in: index, prefix: "") }
        }
        // What the files' classes override, by class: Swift on Linux does not let a subclass override a member
        // declared in an extension either, so such a member moves into its class's body too.
        var overrides: [(type: String, signature: String)] = []
        func collectOverrides(_ declarations: [Declaration], in plan: Plan) {
            for declaration in declarations where declaration.kind == .class || declaration.kind == .extension {
                let type = OutlineParser.bareTypeName(declaration.name)
                overrides += declaration.members.filter { $0.has("override") }.map { (type, plan.signature($0)) }
                collectOverrides(declaration.members, in: plan)
            }
        }
        for plan in plans {
            if let plan { collectOverrides(plan.outline, in: plan) }
        }
        /// Whether a class of the files overrides a member of an ancestor (through the files' classes).
        func isOverridden(_ signature: String, of ancestor: String) -> Bool {
            overrides.contains { candidate in
                guard candidate.signature == signature else { return false }
                var current = superclasses[candidate.type]
                var steps = 0                                   // a cycle is an error of its own; do not hang on it
                while let type = current, steps < 100 {
                    if type == ancestor { return true }
                    current = superclasses[type]
                    steps += 1
                }
                return false
            }
        }
        var diagnostics: [SourceDiagnostic] = []
        // Moved text per class body, keyed by the plan and the token of its closing brace.
        var arrivals: [Int: [Int: [String]]] = [:]
        for index in plans.indices {
            guard let plan = plans[index] else { continue }
            let file = plan.file
            for extensionDeclaration in plan.outline where extensionDeclaration.kind == .extension {
                let declared = classes[extensionDeclaration.name] ?? []
                // Two classes of one name in different files are an app's targets (iOS and macOS folders listed
                // together): the one in the extension's own file is the one it extends.
                let sameFile = declared.filter { $0.plan == index }
                let places = declared.count > 1 && sameFile.count == 1 ? sameFile : declared
                let constrained = plan.hasWhereClause(extensionDeclaration)
                // A member a subclass overrides moves only where it can (else the compiler says why, at its line).
                let overriddenHere = places.count == 1 && !constrained
                    ? extensionDeclaration.members.filter {
                        !$0.has("override") && [.function, .variable, .subscript].contains($0.kind)
                            && isOverridden(plan.signature($0), of: OutlineParser.bareTypeName(extensionDeclaration.name))
                    }
                    : []
                let overridesHere = extensionDeclaration.members.filter { $0.has("override") }
                for member in (overridesHere + overriddenHere).sorted(by: { $0.first < $1.first }) {
                    let construct = "`\(plan.describe(member))` in an extension of `\(extensionDeclaration.name)`"
                    let why = "Swift on Linux allows an override in an extension only for an @objc member, and Linux has no "
                        + "Objective-C runtime"
                    guard !constrained else {
                        diagnostics.append(file.diagnostic(at: member.first, "cellshot-sources: \(construct) cannot move into "
                            + "the class's body: the extension has a `where` clause (\(why))"))
                        continue
                    }
                    guard places.count == 1, let place = places.first, let body = place.declaration.body else {
                        let missing = places.isEmpty
                            ? "no prepared file declares the class `\(extensionDeclaration.name)` (list the file with its body "
                                + "in cellshot-sources.json, or move the override into the class's body)"
                            : "the class `\(extensionDeclaration.name)` is declared \(places.count) times ("
                                + places.map { place in
                                    let token = plans[place.plan]?.file.tokens[place.declaration.keyword]
                                    return "\(plans[place.plan]?.file.path ?? ""):\(token?.line ?? 0)"
                                }.joined(separator: ", ") + ")"
                        diagnostics.append(file.diagnostic(at: member.first,
                            "cellshot-sources: \(construct) cannot move into the class's body: \(missing); \(why)"))
                        continue
                    }
                    let token = file.tokens[member.first]
                    var text = "\n"
                    let condition = plan.condition(of: member)
                    if let condition { text += "#if \(condition)\n" }
                    text += "#sourceLocation(file: \(Self.literal(file.path)), line: \(token.line))\n"
                    text += String(repeating: " ", count: token.column - 1) + plan.rendered(member) + "\n"
                    if condition != nil { text += "#endif\n" }
                    arrivals[place.plan, default: [:]][body.close, default: []].append(text)
                    plans[index]?.edits.append(plan.lineBreaksOnly(member))
                }
            }
        }
        for (planIndex, braces) in arrivals {
            guard let file = plans[planIndex]?.file else { continue }
            for (close, texts) in braces {
                let brace = file.tokens[close]
                let back = "#sourceLocation(file: \(Self.literal(file.path)), line: \(brace.line))\n"
                    + String(repeating: " ", count: brace.column - 1)
                plans[planIndex]?.edits.append(Edit(range: brace.range.lowerBound..<brace.range.lowerBound,
                                                    text: texts.joined() + back))
            }
        }
        return diagnostics
    }
}

/// A replacement of a byte range of the file (empty for an insertion).
struct Edit {
    var range: Range<Int>
    var text: String
    /// Replaces edits inside its range too (a member moved away takes its own edits with it).
    var covers = false
}

/// One file's tokens, outline and the edits made to it.
struct Plan {
    var file: SourceFile
    var outline: [Declaration]
    var edits: [Edit] = []
    /// Whether an import of this file already brings FoundationNetworking in (once a file is enough).
    var importsNetworking = false
    /// Whether an import of this file already brings CellshotUIKit's Foundation stand-ins in.
    var importsFoundationStandIns = false

    // MARK: - Edits in place

    /// The edits that stay within the file: imports, attributes, `dynamic`, `#selector`; errors for `optional`.
    mutating func editInPlace(modules: CellshotModules) -> [SourceDiagnostic] {
        var diagnostics: [SourceDiagnostic] = []
        for declaration in outline where declaration.kind == .other && file.text(declaration.keyword) == "import" {
            if let diagnostic = editImport(declaration, modules: modules) { diagnostics.append(diagnostic) }
        }
        for position in file.code.indices {
            let index = file.code[position]
            let text = file.text(index)
            if text == "@", position + 1 < file.code.count, file.code[position + 1] == index + 1,
               SourcePreparer.removedAttributes.contains(file.codeText(position + 1)) {
                var last = file.code[position + 1]
                // `@objc(name)`: the arguments touch the name.
                if position + 2 < file.code.count, file.code[position + 2] == last + 1, file.codeText(position + 2) == "(",
                   let close = file.partner[file.code[position + 2]] {
                    last = close
                }
                edits.append(blank(index, last))
            } else if file.tokens[index].kind == .pound, text == "#selector", position + 1 < file.code.count,
                      file.codeText(position + 1) == "(", let close = file.partner[file.code[position + 1]] {
                let inner = file.code[position + 1] + 1 < close ? file.text(from: file.code[position + 1] + 1, through: close - 1) : ""
                let name = inner.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
                let range = file.tokens[index].range.lowerBound..<file.tokens[close].range.upperBound
                edits.append(Edit(range: range, text: "Selector(\(SourcePreparer.literal(name)))" + lineBreaks(in: range)))
            } else if file.tokens[index].kind == .pound, text == "#available" || text == "#unavailable", importsCellshot,
                      position + 1 < file.code.count, file.codeText(position + 1) == "(",
                      let close = file.partner[file.code[position + 1]],
                      let version = Self.iOSVersion(in: file.text(from: file.code[position + 1] + 1, through: close - 1)) {
                // Linux answers `#available(iOS 26, *)` with the `*`: always true, so a picture in iOS 18's look took
                // iOS 26's branch. The drawing's look answers instead (CellshotUIKit's `_cellshotIOSAvailable`).
                let range = file.tokens[index].range.lowerBound..<file.tokens[close].range.upperBound
                let call = "_cellshotIOSAvailable(\(version.major), \(version.minor))"
                edits.append(Edit(range: range, text: (text == "#unavailable" ? "!" : "") + call + lineBreaks(in: range)))
            }
        }
        func visit(_ declarations: [Declaration], in container: Declaration?) {
            for declaration in declarations {
                for modifier in declaration.modifiers where modifier.name == "dynamic" {
                    edits.append(blank(modifier.index, modifier.index))
                }
                if let container, container.kind == .protocol, let optional = declaration.modifiers.first(where: { $0.name == "optional" }) {
                    diagnostics.append(file.diagnostic(at: optional.index, "cellshot-sources: the optional requirement "
                        + "`\(describe(declaration))` of protocol `\(container.name)` cannot be prepared: optional requirements "
                        + "need @objc, which Linux lacks (make it a requirement with a default in an extension)"))
                }
                visit(declaration.members, in: declaration)
            }
        }
        visit(outline, in: nil)
        return diagnostics
    }

    /// Whether the file imports UIKit, SwiftUI or WebKit, which the preparation makes cellshot's modules: they declare
    /// `_cellshotIOSAvailable` and shadow Foundation's stand-ins.
    var importsCellshot: Bool {
        outline.contains { declaration in
            declaration.kind == .other && file.text(declaration.keyword) == "import"
                && (declaration.first...declaration.last).contains { ["UIKit", "SwiftUI", "WebKit"].contains(file.text($0)) }
        }
    }

    /// The iOS version an availability condition names (`iOS 26`, `iOS 17.4`, `iOS 16.0, macOS 13, *`), or `nil`
    /// when it names none (`macOS 14, *`: the `*` answers on iOS, as on Linux).
    static func iOSVersion(in arguments: String) -> (major: Int, minor: Int)? {
        for argument in arguments.split(separator: ",") {
            let words = argument.split(whereSeparator: \.isWhitespace)
            guard words.count == 2, words[0] == "iOS" else { continue }
            let parts = words[1].split(separator: ".").map { Int($0) }
            guard let major = parts.first ?? nil else { return nil }
            return (major, parts.count > 1 ? (parts[1] ?? 0) : 0)
        }
        return nil
    }

    /// `import UIKit` → `import CellshotUIKit`, and the others ``SourcePreparer`` lists.
    private mutating func editImport(_ declaration: Declaration, modules: CellshotModules) -> SourceDiagnostic? {
        guard var position = file.codePosition(of: declaration.keyword).map({ $0 + 1 }), position < file.code.count else {
            return nil
        }
        // `import class UIKit.UIView`.
        if ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(file.codeText(position)) {
            position += 1
        }
        guard position < file.code.count else { return nil }
        let module = file.code[position]
        let name = file.text(module)
        let written = file.text(from: declaration.first, through: declaration.last)
        func needs(_ product: String, _ what: String) -> SourceDiagnostic {
            file.diagnostic(at: module, "cellshot-sources: `\(written)` needs the target to depend on \(product) "
                + "(.product(name: \"\(product)\", package: \"cellshot\")), which declares \(what) on Linux")
        }
        // On the same line, so that every other line keeps its number: Linux keeps `URLSession`, `URLRequest` and
        // `URLResponse` in FoundationNetworking, which iOS's Foundation (and so UIKit and SwiftUI) brings.
        let submodule = position + 1 < file.code.count && file.codeText(position + 1) == "."
        func networking() -> String {
            guard Self.foundationNetworkingExists, !submodule, !importsNetworking else { return "" }
            importsNetworking = true
            return "; import FoundationNetworking"
        }
        switch name {
        case "UIKit", "WebKit":
            guard !modules.isEmpty else { return needs("CellshotUIKit", "\(name)'s names") }
            edits.append(Edit(range: file.tokens[module].range,
                              text: (modules.contains(.uikit) ? "CellshotUIKit" : "CellshotSwiftUI") + networking()))
        case "SwiftUI":
            guard modules.contains(.swiftUI) else { return needs("CellshotSwiftUI", "SwiftUI's names") }
            edits.append(Edit(range: file.tokens[module].range, text: "CellshotSwiftUI" + networking()))
        case "Foundation":
            let addition = networking() + foundationStandIns(modules: modules, submodule: submodule)
            if !addition.isEmpty { edits.append(Edit(range: file.tokens[module].range, text: "Foundation" + addition)) }
        case "Combine":
            guard modules.contains(.swiftUI) else { return needs("CellshotSwiftUI", "Combine's names (OpenCombine)") }
            edits.append(Edit(range: file.tokens[module].range, text: "CellshotSwiftUI"))
        case "SnapshotTesting" where modules.contains(.snapshotTesting):
            // On the same line, so that every other line keeps its number: the strategies iOS's SnapshotTesting
            // declares for SwiftUI views come from cellshot's integration on Linux.
            edits.append(Edit(range: file.tokens[module].range, text: "SnapshotTesting; import CellshotSnapshotTesting"))
        case "os", "OSLog":
            // CellshotUIKit declares the logging `import os` gives on iOS (`Logger`, `OSLog`, `os_log`), so that a
            // model file importing only Foundation and os finds them too; CellshotSwiftUI re-exports it.
            let range = file.tokens[declaration.first].range.lowerBound..<file.tokens[declaration.last].range.upperBound
            let stand = modules.contains(.uikit) ? "CellshotUIKit" : modules.contains(.swiftUI) ? "CellshotSwiftUI" : nil
            let comment = "/* cellshot-sources: `\(written)`"
            edits.append(Edit(range: range, text: stand.map { "import \($0) \(comment): its logging stand-ins */" }
                ?? "\(comment) removed: Linux has no \(name) module */"))
        default:
            break
        }
        return nil
    }

    /// What iOS's Foundation gives that Linux's does not, beside `import Foundation` in a file that uses it and
    /// imports neither UIKit nor SwiftUI (a model file): Observation, and the classes Linux's Foundation declares
    /// unavailable and CellshotUIKit stands in for, imported by name — there CellshotUIKit's declaration does not
    /// shadow Foundation's, as it does where CellshotUIKit is imported whole, and a scoped import brings that one
    /// class and nothing else of UIKit's into the model file.
    private mutating func foundationStandIns(modules: CellshotModules, submodule: Bool) -> String {
        guard !modules.isEmpty, !submodule, !importsFoundationStandIns else { return "" }
        guard !importsCellshot else { return "" }
        let used = SourcePreparer.foundationStandIns.filter { name in file.code.contains { file.text($0) == name } }
        // iOS's Foundation brings Observation (`@Observable` in a model file that imports Foundation alone);
        // Linux's does not.
        let observes = !outline.contains { $0.kind == .other && file.text($0.keyword) == "import"
            && ($0.first...$0.last).contains { file.text($0) == "Observation" } }
            && file.code.contains { SourcePreparer.observationNames.contains(file.text($0)) }
        guard !used.isEmpty || observes else { return "" }
        importsFoundationStandIns = true
        return (observes ? "; import Observation" : "") + used.map { "; import class CellshotUIKit.\($0)" }.joined()
    }

    /// Whether the platform the prepared files compile for has FoundationNetworking (Linux: the tool runs where
    /// the target is built).
    static var foundationNetworkingExists: Bool {
        #if canImport(FoundationNetworking)
        true
        #else
        false
        #endif
    }

    // MARK: - Helpers

    /// Spaces for the tokens from one to another (line breaks kept), so what follows keeps its column.
    func blank(_ first: Int, _ last: Int) -> Edit {
        let range = file.tokens[first].range.lowerBound..<file.tokens[last].range.upperBound
        let bytes = file.bytes[range].map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }
        return Edit(range: range, text: String(decoding: bytes, as: UTF8.self))
    }

    /// A declaration's tokens reduced to their line breaks: it moved elsewhere, its lines stay.
    func lineBreaksOnly(_ declaration: Declaration) -> Edit {
        let range = file.tokens[declaration.first].range.lowerBound..<file.tokens[declaration.last].range.upperBound
        return Edit(range: range, text: lineBreaks(in: range), covers: true)
    }

    /// The line breaks of a byte range, so a replacement spanning lines keeps the lines after it in place.
    func lineBreaks(in range: Range<Int>) -> String {
        var text = ""
        var offset = range.lowerBound
        while offset < range.upperBound {
            if file.bytes[offset] == UInt8(ascii: "\r") {
                text += offset + 1 < range.upperBound && file.bytes[offset + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
                if text.hasSuffix("\r\n") { offset += 1 }
            } else if file.bytes[offset] == UInt8(ascii: "\n") {
                text += "\n"
            }
            offset += 1
        }
        return text
    }

    /// The whole file with its edits.
    func rendered() -> String {
        render(0..<file.bytes.count)
    }

    /// A declaration's text with the edits inside it (a member about to move).
    func rendered(_ declaration: Declaration) -> String {
        render(file.tokens[declaration.first].range.lowerBound..<file.tokens[declaration.last].range.upperBound)
    }

    private func render(_ range: Range<Int>) -> String {
        // Coverings first among edits at the same offset, so the edits they hold are skipped.
        let sorted = edits.filter { $0.range.lowerBound >= range.lowerBound && $0.range.upperBound <= range.upperBound }
            .sorted { ($0.range.lowerBound, $0.covers ? 0 : 1) < ($1.range.lowerBound, $1.covers ? 0 : 1) }
        var output: [UInt8] = []
        var offset = range.lowerBound
        for edit in sorted where edit.range.lowerBound >= offset {
            output += file.bytes[offset..<edit.range.lowerBound]
            output += Array(edit.text.utf8)
            offset = edit.range.upperBound
        }
        output += file.bytes[offset..<range.upperBound]
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether an extension has a `where` clause (its members may not go into the class's unconstrained body).
    func hasWhereClause(_ declaration: Declaration) -> Bool {
        guard let start = file.codePosition(of: declaration.keyword), let body = declaration.body,
              let end = file.codePosition(of: body.open) else { return false }
        return (start..<end).contains { file.codeText($0) == "where" }
    }

    /// The `#if` conditions a member sits in, as one condition (`(DEBUG) && !(a)`), or `nil` for none.
    func condition(of declaration: Declaration) -> String? {
        var parts: [String] = []
        for condition in declaration.conditions {
            parts += condition.earlier.map { "!(\(file.text(from: $0.lowerBound, through: $0.upperBound)))" }
            if let own = condition.own { parts.append("(\(file.text(from: own.lowerBound, through: own.upperBound)))") }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// How messages name a declaration: `override func tableView(_:cellForRowAt:)`, `override var title`.
    func describe(_ declaration: Declaration) -> String {
        let modifiers = declaration.modifiers.map(\.name).filter { $0 == "override" || $0 == "optional" }
        return (modifiers + [signature(declaration)]).joined(separator: " ")
    }

    /// A member as an override names what it overrides: `func tableView(_:cellForRowAt:)`, `var title`.
    func signature(_ declaration: Declaration) -> String {
        var name = file.text(declaration.keyword)
        switch declaration.kind {
        case .function, .initializer, .subscript:
            if declaration.kind == .function { name += " " + declaration.name }
            name += "(" + labels(declaration).map { $0 + ":" }.joined() + ")"
        case .variable:
            name += " " + declaration.name
        default:
            name += " " + declaration.name
        }
        return name
    }

    /// A function's argument labels (`_` where it has none).
    private func labels(_ declaration: Declaration) -> [String] {
        guard let parameters = declaration.parameters, let open = file.codePosition(of: parameters.open),
              let close = file.codePosition(of: parameters.close) else { return [] }
        var labels: [String] = []
        var position = open + 1
        var atStart = true
        while position < close {
            let text = file.codeText(position)
            if atStart, file.tokens[file.code[position]].kind == .identifier {
                labels.append(text)
                atStart = false
            } else if text == "," {
                atStart = true
            }
            let index = file.code[position]
            if let partner = file.partner[index], partner > index, let end = file.codePosition(of: partner) {
                position = end + 1
            } else {
                position += 1
            }
        }
        return labels
    }
}

extension String {
    /// Every occurrence of a string replaced (Foundation's `replacingOccurrences` without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
