import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// The UIKit a list's code touches beyond the list (issue 30, "Declare the surroundings", found by the
/// declarations probe): it compiles, is inert where it changes nothing in a list snapshot, and where it would
/// change the picture it is a warning naming it (with the render call's place) or an error naming the feature.
/// One test per kind. Serialized: the paused-animator test reports through the process's deferred notes.
@MainActor @Suite(.serialized) struct DeclaredSurroundingsTests {
    static func warnings(of tableView: UITableView) throws -> [String] {
        try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal], traits: UITraitCollection(), width: 393,
                                              fileID: "App/PlacesTests.swift", line: 12).warnings
    }

    static func oneRowTable(_ configure: (UITableView) -> Void = { _ in }) -> (UITableView, AutoresizingTests.OneCell) {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = AutoresizingTests.OneCell(height: 44) { CellWarningsTests.listCell(text: "Lisbon") }
        tableView.dataSource = source
        tableView.delegate = source
        configure(tableView)
        return (tableView, source)
    }

    // MARK: Inert

    @Test("A controller using scrolling, prefetching, drag and drop, focus, the keyboard, the app and haptics draws its rows and says nothing")
    func inertSurroundingsDrawTheRows() throws {
        let controller = PlacesViewController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        #expect(controller.tableView.prefetchDataSource === controller)
        #expect(controller.tableView.dragDelegate === controller)
        #expect(controller.tableView.dragInteractionEnabled)
        #expect(controller.tableView.keyboardDismissMode == .onDrag)
        #expect((controller.tableView as UIScrollView).contentOffset == .zero)
        let (document, warnings) = try CellshotUIKit.documentAndWarnings(
            of: controller.tableView, states: [.normal, .selected], traits: UITraitCollection(), width: 393,
            fileID: "App/PlacesTests.swift", line: 12)
        #expect(warnings == [])
        #expect(document.sections[0].rows.map { $0.configuration(for: .normal)?.text } == ["Lisbon", "Porto", "Faro"])
        // A render scrolls nothing, prefetches nothing and changes no traits.
        #expect(!controller.scrolled)
        #expect(controller.prefetched == [])
        #expect(!controller.traitsChanged)
        // The overrides are the controller's, as on iOS.
        controller.scrollViewDidScroll(controller.tableView)
        #expect(controller.scrolled)
        #expect(controller.tableView.delegate === controller)
    }

    @Test("UIView.animate's forms and a started UIViewPropertyAnimator apply their end state at once; one never started changes nothing")
    func animationsEndAtOnce() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut], animations: { view.alpha = 0.5 },
                       completion: { finished.append($0) })
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       animations: { view.tag = 7 }, completion: { finished.append($0) })
        #expect(view.tag == 7)
        #expect(finished == [true, true])

        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) { view.alpha = 1 }
        animator.addCompletion { positions.append($0) }
        #expect(view.alpha == 0.5)
        animator.startAnimation()
        #expect(view.alpha == 1)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)

        let never = UIViewPropertyAnimator(duration: 0.25, dampingRatio: 0.8) { view.alpha = 0 }
        #expect(never.state == .inactive)
        #expect(view.alpha == 1)
    }

    @Test("A paused UIViewPropertyAnimator scrubbed part-way is warned about at the next render")
    func pausedAnimatorWarns() throws {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(view.alpha == 1)
        let (tableView, source) = Self.oneRowTable()
        let warnings = try withExtendedLifetime(source) { try Self.warnings(of: tableView) }
        #expect(warnings == ["App/PlacesTests.swift:12: warning: a paused UIViewPropertyAnimator's fractionComplete "
                                + "(0.5) is not drawn: its views are drawn as they were before it started; finish it "
                                + "(startAnimation() or stopAnimation(false) and finishAnimation(at: .end)) to draw its "
                                + "end state"])
    }

    // MARK: Warned

    @Test("A table view scrolled or inset is drawn whole, edge to edge, and says so")
    func scrolledTableWarns() throws {
        let (tableView, source) = Self.oneRowTable { tableView in
            tableView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
            tableView.contentInset = UIEdgeInsets(top: 16, left: 0, bottom: 0, right: 0)
        }
        let warnings = try withExtendedLifetime(source) { try Self.warnings(of: tableView) }
        #expect(warnings == [
            "App/PlacesTests.swift:12: warning: the UITableView's contentOffset (0, 120) is not drawn: the list is drawn "
                + "whole, from its first row",
            "App/PlacesTests.swift:12: warning: the UITableView's contentInset (top 16, left 0, bottom 0, right 0) is not "
                + "drawn: the list is drawn edge to edge; give its sections insets of the layout (or draw the space "
                + "around the snapshot) instead",
        ])
    }

    @Test("A search bar as the table's header view is warned about, even with a zero frame")
    func searchBarHeaderWarns() throws {
        let (tableView, source) = Self.oneRowTable { tableView in
            tableView.tableHeaderView = UISearchController(searchResultsController: nil).searchBar
        }
        let warnings = try withExtendedLifetime(source) { try Self.warnings(of: tableView) }
        #expect(warnings == ["App/PlacesTests.swift:12: warning: the table view's tableHeaderView is not drawn (a "
                                + "UISearchBar): iOS shows the search bar above the rows; set "
                                + "navigationItem.searchController instead (not drawn either: the navigation bar is "
                                + "outside the list)"])
    }

    // MARK: Refused

    @Test("A cell registered from a nib compiles, and drawing it is an error naming the nib and what to write instead")
    func nibCellIsRefused() throws {
        final class FromNib: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath, fileID: "App/Places.swift", line: 40)
            }
        }
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UINib(nibName: "PlaceCell", bundle: nil), forCellReuseIdentifier: "place",
                           fileID: "App/Places.swift", line: 21)
        #expect(tableView.dequeueReusableCell(withIdentifier: "place") != nil)
        let source = FromNib()
        tableView.dataSource = source
        #expect(throws: UIKitRenderError.render(
            "the cell for \"place\" is registered from a nib (UINib(nibName: \"PlaceCell\")), which is not loaded on "
                + "Linux (Xcode compiles .xib files into nib archives); register its class instead — "
                + "tableView.register(YourCell.self, forCellReuseIdentifier: \"place\") — and build its views in code "
                + "(in init(style:reuseIdentifier:) or init(frame:)), or guard the nib registration and draw the list "
                + "on iOS", fileID: "App/Places.swift", line: 21)) {
            try withExtendedLifetime(source) { _ = try CellshotUIKit.document(of: tableView) }
        }
    }

    /// A reduced case of a fresh set (issue 43; ourguide/iOS_0907 at 211f053,
    /// `Swift/6_TableView/SampleApp/TableController1.swift`: `register(UINib(nibName: "MyCell", bundle: nil),
    /// forCellReuseIdentifier: "MyCell")`, then `dequeueReusableCell(…) as! MyCell`), which trapped on the cast.
    @Test("A cell registered from a nib named like a cell class with a factory is made by it, with a warning")
    func nibNamedLikeAClassMakesThatClass() throws {
        // A custom content view, so that the render lays the rows out in trials first (whose documents are thrown
        // away: the note must outlive them, as it did not at first).
        final class ContactCell: UITableViewCell {
            let nameLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                nameLabel.text = "Ada"
                nameLabel.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(nameLabel)
                NSLayoutConstraint.activate([
                    nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    nameLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    nameLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class FromNib: NSObject, UITableViewDataSource {
            var made: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                made.append("\(type(of: cell))")
                return cell
            }
        }
        CellshotUIKit.registerCell(ContactCell.self) { ContactCell(style: .default, reuseIdentifier: $0) }
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact",
                           fileID: "App/Contacts.swift", line: 21)
        let source = FromNib()
        tableView.dataSource = source
        _ = DeferredNotes.shared.takeWarnings()
        let warnings = try withExtendedLifetime(source) { try Self.warnings(of: tableView) }
        #expect(source.made == ["ContactCell"])
        #expect(warnings == [
            "App/PlacesTests.swift:12: warning: the cell for \"contact\" is registered from a nib (UINib(nibName: "
                + "\"ContactCell\"), at App/Contacts.swift:21), which is not loaded on Linux (Xcode compiles .xib files "
                + "into nib archives): it is made by the factory of the class named like the nib, ContactCell, so what "
                + "the nib lays out is not drawn, only the views that factory makes",
        ])
    }

    @Test("A collection view cell registered from a nib is refused the same way")
    func nibCollectionCellIsRefused() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.register(UINib(nibName: "TagCell", bundle: nil), forCellWithReuseIdentifier: "tag",
                                fileID: "App/Tags.swift", line: 8)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "tag", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["swift"])
        dataSource.apply(snapshot)
        #expect(throws: UIKitRenderError.render(
            "the cell for \"tag\" is registered from a nib (UINib(nibName: \"TagCell\")), which is not loaded on Linux "
                + "(Xcode compiles .xib files into nib archives); register its class instead — "
                + "collectionView.register(YourCell.self, forCellWithReuseIdentifier: \"tag\") — and build its views in "
                + "code (in init(style:reuseIdentifier:) or init(frame:)), or guard the nib registration and draw the "
                + "list on iOS", fileID: "App/Tags.swift", line: 8)) {
            try withExtendedLifetime(dataSource) { _ = try CellshotUIKit.document(of: collectionView) }
        }
    }

    /// A reduced case of a fresh set (issue 43; thedevme/youtube-weatherapp-uikit at 7317e59,
    /// `completed/WeatherApp/WeatherApp/Utilities/UICollectionView+Extension.swift`: every cell and the section header
    /// registered with `register(UINib(nibName: String(describing: cellClass), bundle: nil), …)`, then dequeued
    /// `as? T` and `as! SectionHeaderView`), which the render refused.
    @Test("A collection view cell and header registered from nibs named like classes with factories are made by them")
    func nibNamedLikeACollectionClassMakesThatClass() throws {
        final class HourCell: UICollectionViewListCell {}
        final class DaysHeader: UICollectionReusableView {}
        CellshotUIKit.registerCell(HourCell.self) { HourCell(frame: .zero) }
        CellshotUIKit.registerCell(DaysHeader.self) { DaysHeader(frame: .zero) }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.register(UINib(nibName: "HourCell", bundle: nil), forCellWithReuseIdentifier: "hour",
                                fileID: "App/Weather.swift", line: 30)
        collectionView.register(UINib(nibName: "DaysHeader", bundle: nil),
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "days", fileID: "App/Weather.swift", line: 31)
        _ = DeferredNotes.shared.takeWarnings()
        let path = IndexPath(item: 0, section: 0)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "hour", for: path)
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "days", for: path)
        #expect(cell is HourCell)
        #expect(header is DaysHeader)
        #expect(collectionView.problems.isEmpty)
        #expect(DeferredNotes.shared.takeWarnings() == [
            "the cell for \"hour\" is registered from a nib (UINib(nibName: \"HourCell\"), at App/Weather.swift:30), "
                + "which is not loaded on Linux (Xcode compiles .xib files into nib archives): it is made by the factory "
                + "of the class named like the nib, HourCell, so what the nib lays out is not drawn, only the views that "
                + "factory makes",
            "the supplementary view for \"days\" is registered from a nib (UINib(nibName: \"DaysHeader\"), at "
                + "App/Weather.swift:31), which is not loaded on Linux (Xcode compiles .xib files into nib archives): it "
                + "is made by the factory of the class named like the nib, DaysHeader, so what the nib lays out is not "
                + "drawn, only the views that factory makes",
        ])
    }

    @Test("A spinning activity indicator in a cell is an error naming it; a stopped one hides itself and draws")
    func spinnerInACell() throws {
        final class LoadingCell: UITableViewCell {
            let spinner = UIActivityIndicatorView(style: .medium)
            let label = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.text = "Loading"
                for view in [label, spinner] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(view)
                }
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    spinner.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    spinner.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "a UIActivityIndicatorView spinning in a custom content view (view1)", row: IndexPath(row: 0, section: 0),
            hint: "a spinner is not drawn; stop it for the snapshot (stopAnimating() hides it), or draw its place with a "
                + "UIImageView")) {
            _ = try AutoresizingTests.document {
                let cell = LoadingCell(style: .default, reuseIdentifier: nil)
                cell.spinner.startAnimating()
                return cell
            }
        }
        let stopped = try AutoresizingTests.document { LoadingCell(style: .default, reuseIdentifier: nil) }
        #expect(stopped.sections[0].rows.count == 1)
    }

    @Test("A segmented control in a cell is an error naming it, as every control but a button and a switch")
    func segmentedControlInACell() throws {
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "a UISegmentedControl in a custom content view (view1)", row: IndexPath(row: 0, section: 0),
            hint: "controls other than a UIButton and a UISwitch are not drawn yet; draw its look with a UILabel or "
                + "UIImageView")) {
            _ = try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let segments = UISegmentedControl(items: ["Day", "Week"])
                segments.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(segments)
                segments.centerXAnchor.constraint(equalTo: cell.contentView.centerXAnchor).isActive = true
                segments.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor).isActive = true
                return cell
            }
        }
    }

    @Test("A picker view in a cell is an error naming it")
    func pickerInACell() throws {
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "a UIPickerView in a custom content view (view1)", row: IndexPath(row: 0, section: 0),
            hint: "a picker is not drawn; draw the selected row's title with a UILabel")) {
            _ = try AutoresizingTests.document {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let picker = UIPickerView()
                picker.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(picker)
                picker.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor).isActive = true
                return cell
            }
        }
    }
}
