/// A document's templates as written, with each one read once into a ``TemplatePlan``.
///
/// The plans are derived from the templates and the folder images are relative to, so two stores are
/// equal when those are; a template that cannot be read keeps its error, thrown when a row uses it.
struct TemplateStore: Hashable, Sendable {
    /// The templates as written, by name.
    let json: [String: JSONValue]
    /// The folder relative image paths start from, as given (empty for the current directory).
    let baseDirectory: String
    /// Which files the rows' values may name (the rule the document was read with).
    let assets: AssetAccess
    /// Each template read, or why it cannot be.
    private let plans: [String: Result<TemplatePlan, DocumentError>]

    /// Reads every template (templates created in code rather than decoded).
    init(json: [String: JSONValue] = [:], baseDirectory: String = "", assets: AssetAccess = .unrestricted) {
        let context = DecodingContext(baseDirectory: Self.absolute(baseDirectory), assets: assets)
        var plans: [String: Result<TemplatePlan, DocumentError>] = [:]
        for (name, template) in json {
            do {
                plans[name] = .success(try TemplateReader(name: name, context: context).plan(template))
            } catch {
                plans[name] = .failure(error)
            }
        }
        self.init(json: json, baseDirectory: baseDirectory, assets: assets, plans: plans)
    }

    /// A store of templates already read, in the order of the document.
    init(json: [String: JSONValue], baseDirectory: String, assets: AssetAccess,
         plans: [String: Result<TemplatePlan, DocumentError>]) {
        self.json = json
        self.baseDirectory = baseDirectory
        self.assets = assets
        self.plans = plans
    }

    /// The plan of the template `name`; `nil` when there is no such template.
    /// - Throws: ``DocumentError`` when the template cannot be read.
    func plan(_ name: String) throws(DocumentError) -> TemplatePlan? {
        try plans[name]?.get()
    }

    /// The context image files the rows' values name are resolved in.
    var context: DecodingContext {
        DecodingContext(baseDirectory: Self.absolute(baseDirectory), assets: assets)
    }

    /// `directory` as an absolute path; the current directory when empty.
    static func absolute(_ directory: String) -> String {
        directory.hasPrefix("/") ? directory : ListDocument.absolute(directory)
    }

    static func == (lhs: TemplateStore, rhs: TemplateStore) -> Bool {
        // The asset rule is how the document was read, not part of its value: a decoded document equals
        // the same document built in code.
        lhs.json == rhs.json && lhs.baseDirectory == rhs.baseDirectory
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(json)
        hasher.combine(baseDirectory)
    }
}
