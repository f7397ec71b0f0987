/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`), and where an iPhone puts it.
///
/// On an iPhone, `.automatic`, `.primaryAction`, `.confirmationAction`, `.destructiveAction` and the trailing
/// placements put the item at the navigation bar's trailing end; `.cancellationAction`, `.navigation` and the
/// leading placements at its leading end; `.principal` in the bar's middle, instead of the inline title;
/// `.bottomBar` and `.status` in the bottom toolbar. `.keyboard` items show above a keyboard and `.secondaryAction`
/// items in an overflow menu: a still picture shows neither, and says so.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Where the placement puts an item on an iPhone.
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, bottomCentre, keyboard, overflow
    }

    let name: String
    let slot: Slot
    /// Whether the item is the bar's confirming one (drawn bold up to iOS 18, on tinted glass on iOS 26).
    let isConfirmation: Bool

    init(_ name: String, _ slot: Slot, isConfirmation: Bool = false) {
        self.name = name
        self.slot = slot
        self.isConfirmation = isConfirmation
    }

    /// The system's choice: the navigation bar's trailing end on an iPhone.
    public static let automatic = ToolbarItemPlacement("automatic", .trailing)
    /// The bar's middle, in place of the inline title.
    public static let principal = ToolbarItemPlacement("principal", .principal)
    /// The navigation action: the bar's leading end.
    public static let navigation = ToolbarItemPlacement("navigation", .leading)
    /// The screen's most common action: the bar's trailing end.
    public static let primaryAction = ToolbarItemPlacement("primaryAction", .trailing)
    /// Less common actions: in the bar's overflow menu (not drawn in a still).
    public static let secondaryAction = ToolbarItemPlacement("secondaryAction", .overflow)
    /// Status: the bottom toolbar's middle.
    public static let status = ToolbarItemPlacement("status", .bottomCentre)
    /// A modal's confirming action: the bar's trailing end, emphasised.
    public static let confirmationAction = ToolbarItemPlacement("confirmationAction", .trailing, isConfirmation: true)
    /// A modal's cancelling action: the bar's leading end.
    public static let cancellationAction = ToolbarItemPlacement("cancellationAction", .leading)
    /// A modal's destructive action: the bar's trailing end.
    public static let destructiveAction = ToolbarItemPlacement("destructiveAction", .trailing)
    /// Above the keyboard (no keyboard is up in a still: not drawn).
    public static let keyboard = ToolbarItemPlacement("keyboard", .keyboard)
    /// The navigation bar's leading end.
    public static let topBarLeading = ToolbarItemPlacement("topBarLeading", .leading)
    /// The navigation bar's trailing end.
    public static let topBarTrailing = ToolbarItemPlacement("topBarTrailing", .trailing)
    /// The navigation bar's leading end (the name before iOS 17).
    public static let navigationBarLeading = ToolbarItemPlacement("navigationBarLeading", .leading)
    /// The navigation bar's trailing end (the name before iOS 17).
    public static let navigationBarTrailing = ToolbarItemPlacement("navigationBarTrailing", .trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement("bottomBar", .bottom)
}

/// A bar a toolbar modifier applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar

    /// The bars the system chooses: on an iPhone, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A tab view's bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)

    /// Whether a list of bars (none meaning `.automatic`) names the navigation bar.
    static func namesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains { $0.bar == .automatic || $0.bar == .navigationBar }
    }

    /// Whether a list of bars names the bottom toolbar.
    static func namesBottomBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.contains { $0.bar == .bottomBar }
    }
}
