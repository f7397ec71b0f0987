import Foundation

/// The base of collection view layouts (`UICollectionViewLayout`).
@MainActor open class UICollectionViewLayout: NSObject {
    /// The decoration views' classes by element kind (``register(_:forDecorationViewOfKind:)``).
    var decorationClasses: [String: AnyClass] = [:]

    /// A layout.
    public override init() {
        super.init()
    }

    /// Registers the view class of a decoration kind (a section background of a compositional layout); a
    /// subclass of yours needs a factory (`CellshotUIKit.registerCell(_:make:)`).
    /// - Parameters:
    ///   - viewClass: the class.
    ///   - elementKind: the kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass ?? UICollectionReusableView.self
    }
}

/// A compositional layout (`UICollectionViewCompositionalLayout`); cellshot draws its list form,
/// ``list(using:)``, and list sections (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) from
/// ``init(section:)`` or a section provider (``init(sectionProvider:)``), and grid sections
/// (`NSCollectionLayoutSection(group:)`), lowered onto the document's grid model.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// How the layout makes its sections.
    enum Sections {
        /// One list configuration for every section.
        case list(UICollectionLayoutListConfiguration)
        /// One section for every section.
        case section(NSCollectionLayoutSection)
        /// A section per index, from the provider.
        case provider(SectionProvider)
    }

    let sections: Sections
    /// The layout's options.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        sections = .list(listConfiguration)
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is one section: drawn when it is a list section.
    /// - Parameter section: the section.
    public init(section: NSCollectionLayoutSection) {
        sections = .section(section)
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is one section, with options.
    /// - Parameters:
    ///   - section: the section.
    ///   - configuration: the options.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sections = .section(section)
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks a provider for each section (a list section whose appearance is chosen per section,
    /// as Apple's samples do, or a grid section): each list section is drawn in its own configuration.
    /// - Parameter sectionProvider: makes the section of an index.
    public init(sectionProvider: @escaping SectionProvider) {
        sections = .provider(sectionProvider)
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks a provider for each section, with options.
    /// - Parameters:
    ///   - sectionProvider: makes the section of an index.
    ///   - configuration: the options.
    public init(sectionProvider: @escaping SectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sections = .provider(sectionProvider)
        self.configuration = configuration
        super.init()
    }

    /// A list layout made by ``list(using:)``'s configuration, when the layout is one.
    var listConfiguration: UICollectionLayoutListConfiguration? {
        if case .list(let configuration) = sections { return configuration }
        return nil
    }

    /// A layout that shows its sections as a list of one appearance, with the configuration's header and
    /// footer modes.
    ///
    /// ```swift
    /// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    /// configuration.headerMode = .supplementary
    /// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    /// ```
    /// - Parameter configuration: the list configuration.
    /// - Returns: the layout.
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }
}

// UICollectionViewDelegate: UICollectionViewDelegate.swift.

/// The sections, items, cells and supplementary views of a collection view (`UICollectionViewDataSource`).
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in a section.
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - section: the section.
    /// - Returns: the number of items.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell of an item, dequeued from the collection view and configured.
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - indexPath: the item.
    /// - Returns: the cell.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// The number of sections (1 when not implemented).
    /// - Parameter collectionView: the collection view.
    /// - Returns: the number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// A supplementary view — a section header or footer of a list whose header or footer mode is
    /// `.supplementary` — dequeued from the collection view and configured.
    /// - Parameters:
    ///   - collectionView: the collection view.
    ///   - kind: ``UICollectionView/elementKindSectionHeader`` or ``UICollectionView/elementKindSectionFooter``.
    ///   - indexPath: the section's index path.
    /// - Returns: the view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView

    /// The titles of the index along the trailing edge ("A", "B", …); `nil` (the default) for none. Drawn as
    /// a table view's section index is.
    /// - Parameter collectionView: the collection view asking.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view: a data source that gives no supplementary views has no headers or footers to draw,
    /// which the pass reports when the list's mode asks for them.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
}
