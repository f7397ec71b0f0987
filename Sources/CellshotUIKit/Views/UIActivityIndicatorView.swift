import Foundation

/// A spinning progress indicator (`UIActivityIndicatorView`). A spinner is not drawn: one visible in a custom
/// content view is an error naming it (see ``ContentViewLowering``), and one as a table's footer view is warned
/// about like every other `tableFooterView`. It hides itself when stopped, as UIKit does when
/// ``hidesWhenStopped`` is `true` (the default), so a stopped spinner draws nothing and says nothing. Its size is
/// what its frame or constraints give it: UIKit's own spinner sizes are not modelled (a spinner is never drawn).
@MainActor open class UIActivityIndicatorView: UIView {
    /// The spinner's size and colour scheme (`UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// Large, white (deprecated in iOS 13).
        case whiteLarge = 0
        /// White (deprecated in iOS 13).
        case white = 1
        /// Grey (deprecated in iOS 13).
        case gray = 2
        /// The medium spinner (20 × 20 points).
        case medium = 100
        /// The large spinner (37 × 37 points).
        case large = 101
    }

    /// The style.
    open var style: Style
    /// The spinner's colour (kept; not drawn).
    open var color: UIColor!
    /// Whether the spinner hides itself when stopped.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether it is spinning.
    open private(set) var isAnimating = false

    /// A spinner of a style, stopped (and so hidden).
    /// - Parameter style: the style.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// A medium spinner, stopped (and so hidden).
    /// - Parameter frame: the frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// A spinner from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Starts spinning: the spinner shows.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning: the spinner hides if ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

/// A horizontal control of segments (`UISegmentedControl`): compiles; as every control but a switch it is not
/// drawn — in a custom content view it is an error naming it, as a navigation item's `titleView` it is inert
/// (the navigation bar is not drawn).
@MainActor open class UISegmentedControl: UIControl {
    /// The index of no segment.
    public static let noSegment = -1
    private var segments: [(title: String?, image: UIImage?, enabled: Bool)] = []
    /// The selected segment's index, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The selected segment's colour (kept).
    open var selectedSegmentTintColor: UIColor?
    /// Whether a segment stays selected after a tap (kept).
    open var isMomentary = false
    /// Whether segments are as wide as their content (kept).
    open var apportionsSegmentWidthsByContent = false
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// A control of segments of titles (`String`) or images (`UIImage`).
    /// - Parameter items: the segments.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in (item as? String, item as? UIImage, true) }
    }

    /// A control of the segments of actions (iOS 14).
    /// - Parameters:
    ///   - frame: the frame.
    ///   - actions: a segment per action, titled by it; selecting one would run it (never, here).
    public init(frame: CGRect, actions: [UIAction]) {
        super.init(frame: frame)
        segments = actions.map { ($0.title, $0.image, true) }
    }

    /// An empty control.
    /// - Parameter frame: the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Inserts a titled segment.
    /// - Parameters:
    ///   - title: the title.
    ///   - segment: where.
    ///   - animated: ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, nil, true), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment showing an image.
    /// - Parameters:
    ///   - image: the image.
    ///   - segment: where.
    ///   - animated: ignored.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert((nil, image, true), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment for an action.
    /// - Parameters:
    ///   - action: the action, titling the segment.
    ///   - segment: where.
    ///   - animated: ignored.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert((action.title, action.image, true), at: min(max(segment, 0), segments.count))
    }

    /// Removes a segment.
    /// - Parameters:
    ///   - segment: which.
    ///   - animated: ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        if segments.indices.contains(segment) { segments.remove(at: segment) }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets a segment's title.
    /// - Parameters:
    ///   - title: the title.
    ///   - segment: which.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].title = title }
    }

    /// A segment's title.
    /// - Parameter segment: which.
    /// - Returns: the title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image.
    /// - Parameters:
    ///   - image: the image.
    ///   - segment: which.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].image = image }
    }

    /// A segment's image.
    /// - Parameter segment: which.
    /// - Returns: the image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment.
    /// - Parameters:
    ///   - enabled: whether it is enabled.
    ///   - segment: which.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].enabled = enabled }
    }

    /// Whether a segment is enabled.
    /// - Parameter segment: which.
    /// - Returns: whether it is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].enabled : false
    }
}

/// A slider (`UISlider`): compiles; not drawn (in a custom content view it is an error naming it).
@MainActor open class UISlider: UIControl {
    /// The value.
    open var value: Float = 0
    /// The smallest value.
    open var minimumValue: Float = 0
    /// The largest value.
    open var maximumValue: Float = 1
    /// Whether dragging sends value changes continuously (kept).
    open var isContinuous = true
    /// The track's colour below the thumb (kept).
    open var minimumTrackTintColor: UIColor?
    /// The track's colour above the thumb (kept).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour (kept).
    open var thumbTintColor: UIColor?
    /// The image at the minimum end (kept).
    open var minimumValueImage: UIImage?
    /// The image at the maximum end (kept).
    open var maximumValueImage: UIImage?

    /// Sets the value, kept within the range.
    /// - Parameters:
    ///   - value: the value.
    ///   - animated: ignored.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }
}

/// A spinning wheel of choices (`UIPickerView`): compiles; not drawn — in a custom content view it is an error
/// naming it (see ``ContentViewLowering``).
@MainActor open class UIPickerView: UIView {
    /// The object that gives the components and rows (asked only by your code).
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// The object that gives the titles (asked only by your code).
    open weak var delegate: (any UIPickerViewDelegate)?
    private var selected: [Int: Int] = [:]

    /// The number of components, from the data source.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The number of rows in a component, from the data source.
    /// - Parameter component: the component.
    /// - Returns: the number of rows.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// Selects a row of a component.
    /// - Parameters:
    ///   - row: the row.
    ///   - component: the component.
    ///   - animated: ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }

    /// The selected row of a component (`-1` when none).
    /// - Parameter component: the component.
    /// - Returns: the row.
    open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? -1 }

    /// Reloads every component (inert: nothing is drawn).
    open func reloadAllComponents() {}

    /// Reloads a component (inert).
    /// - Parameter component: the component.
    open func reloadComponent(_ component: Int) {}
}

/// What a picker view's data source answers (`UIPickerViewDataSource`).
@MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view's delegate answers (`UIPickerViewDelegate`); every method is optional.
@MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// A row's title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row was selected.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
