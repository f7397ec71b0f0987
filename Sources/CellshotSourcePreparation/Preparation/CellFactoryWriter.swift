/// Writes, at the end of each prepared file, how Linux makes the file's cell classes from their class alone.
///
/// UIKit makes a registered cell class through Objective-C (`initWithStyle:reuseIdentifier:`); Swift on Linux can
/// call an initialiser on a class value only when it is `required`, which UIKit's are not, so CellshotUIKit needs a
/// factory per subclass (`CellshotUIKit.registerCell(_:make:)`). The preparation writes those factories itself: for
/// every class of the files that descends from `UITableViewCell`, `UITableViewHeaderFooterView` or
/// `UICollectionReusableView` (its cells included) and has the initialiser UIKit calls — declared, or inherited
/// because the class declares no designated one — a private type conforming to
/// `CellshotUIKit.PreparedCellFactories` registers `{ Cell(style: .default, reuseIdentifier: $0) }` (or
/// `(reuseIdentifier:)`, `(frame: .zero)`). CellshotUIKit finds those types at run time and registers them before
/// it first makes a cell; a factory the test registers itself wins. Private classes are covered (the type is in
/// their file); generic classes, classes inside `#if` or nested in a private type are left to the test.
struct CellFactoryWriter {
    /// How UIKit makes a view of a base class.
    enum Base: String {
        case tableCell, headerFooter, collectionView

        /// The call written in the factory (`$0` is the reuse identifier).
        var call: String {
            switch self {
            case .tableCell: "(style: .default, reuseIdentifier: $0)"
            case .headerFooter: "(reuseIdentifier: $0)"
            case .collectionView: "(frame: .zero)"
            }
        }

        /// The labels the initialiser's parameters have, to match a declaration however its types are spelled.
        var labels: [String] {
            switch self {
            case .tableCell: ["style", "reuseIdentifier"]
            case .headerFooter: ["reuseIdentifier"]
            case .collectionView: ["frame"]
            }
        }

        static let classes: [String: Base] = [
            "UITableViewCell": .tableCell, "UITableViewHeaderFooterView": .headerFooter,
            "UICollectionViewCell": .collectionView, "UICollectionViewListCell": .collectionView,
            "UICollectionReusableView": .collectionView,
        ]
    }

    /// A class of the files: where it is and what it declares.
    struct FileClass {
        var plan: Int
        var qualifiedName: String
        var declaration: Declaration
        /// Whether it sits where a file-scope type of its file can name it (not generic, not in `#if`, not in a
        /// private type).
        var reachable: Bool
    }

    let plans: [Plan?]
    private(set) var classes: [String: FileClass] = [:]

    init(plans: [Plan?]) {
        self.plans = plans
        for (index, plan) in plans.enumerated() {
            guard let plan else { continue }
            collect(plan.outline, plan: index, prefix: "", reachable: true)
        }
    }

    private mutating func collect(_ declarations: [Declaration], plan: Int, prefix: String, reachable: Bool) {
        for declaration in declarations where declaration.isType {
            let name = prefix + declaration.name
            let isPrivate = declaration.has("private") || declaration.has("fileprivate")
            let canReach = reachable && !declaration.isGeneric && declaration.conditions.isEmpty
                && (prefix.isEmpty || !isPrivate)
            if declaration.kind == .class, declaration.body != nil, classes[name] == nil {
                classes[name] = FileClass(plan: plan, qualifiedName: name, declaration: declaration, reachable: canReach)
            }
            collect(declaration.members, plan: plan, prefix: name + ".", reachable: canReach && !isPrivate)
        }
    }

    /// A class of the files by its qualified name, or by its own name as an inheritance clause writes it.
    private func fileClass(named name: String) -> FileClass? {
        classes[name] ?? classes.values.first { $0.declaration.name == name }
    }

    /// The base a class descends from, through the files' classes; `nil` for any other class.
    func base(of name: String, depth: Int = 0) -> Base? {
        guard depth < 32, let fileClass = fileClass(named: name),
              let superclass = fileClass.declaration.inheritance.first.map(OutlineParser.bareTypeName) else { return nil }
        if let base = Base.classes[superclass] { return base }
        return base(of: superclass, depth: depth + 1)
    }

    /// Whether a class of the files has the initialiser `base` calls: it declares it, or it declares no designated
    /// initialiser and its superclass has it.
    func hasInitializer(_ name: String, _ base: Base, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        guard let fileClass = fileClass(named: name), let plan = plans[fileClass.plan] else { return Base.classes[name] != nil }
        let designated = fileClass.declaration.members.filter { $0.kind == .initializer && !$0.has("convenience") }
        if designated.isEmpty {
            guard let superclass = fileClass.declaration.inheritance.first.map(OutlineParser.bareTypeName) else { return false }
            return hasInitializer(superclass, base, depth: depth + 1)
        }
        return designated.contains { initializer in
            guard let parameters = initializer.parameters, initializer.conditions.isEmpty,
                  plan.file.text(initializer.keyword + 1) != "?" && plan.file.text(initializer.keyword + 1) != "!" else { return false }
            return Self.labels(plan.file.text(from: parameters.open, through: parameters.close)) == base.labels
        }
    }

    /// The argument labels of a parameter clause: `(style: X, reuseIdentifier: Y = nil)` → style, reuseIdentifier.
    static func labels(_ clause: String) -> [String] {
        var parameters: [String] = [], current = "", depth = 0
        for character in clause.dropFirst().dropLast() {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == "," && depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parameters.append(current)
        return parameters.compactMap { parameter in
            guard let colon = parameter.firstIndex(of: ":") else { return nil }
            return parameter[..<colon].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.map(String.init)
        }
    }

    /// The text to append to the file of `plan`: `nil` when it declares no cell class Linux can make.
    func factories(forPlan plan: Int) -> String? {
        let lines = classes.values.filter { $0.plan == plan && $0.reachable }
            .sorted { ($0.declaration.first, $0.qualifiedName) < ($1.declaration.first, $1.qualifiedName) }
            .compactMap { fileClass -> String? in
                guard let base = base(of: fileClass.qualifiedName),
                      hasInitializer(fileClass.qualifiedName, base) else { return nil }
                return "        CellshotUIKit.registerPreparedCell(\(fileClass.qualifiedName).self) { "
                    + "\(fileClass.qualifiedName)\(base.call) }"
            }
        guard !lines.isEmpty else { return nil }
        return """

            #sourceLocation()
            // cellshot-sources: the factories Linux makes this file's cell classes with (UIKit makes them through
            // Objective-C from the class alone); CellshotUIKit finds this type at run time.
            private enum __cellshotPreparedCellFactories: CellshotUIKit.PreparedCellFactories {
                @MainActor static func register() {
            \(lines.joined(separator: "\n"))
                }
            }

            """
    }
}
