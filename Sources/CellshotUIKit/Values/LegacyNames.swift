// The Swift 4 names of UIKit's nested types, as the iOS SDK still declares them: obsoleted in Swift 4.2 and
// renamed. Code written for Swift 4 (`UITableViewCellStyle`, `NSLayoutFormatOptions()`) fails here exactly as
// it fails in Xcode in Swift 5 and 6 modes — "'UITableViewCellStyle' has been renamed to
// 'UITableViewCell.CellStyle'", with the fix-it — instead of a "cannot find" that names nothing to do. They
// are not made to compile: such code does not build for iOS either (docs/uikit.md, "Signatures that differ").

/// The Swift 4 name of ``UITableViewCell.CellStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// The Swift 4 name of ``UITableViewCell.AccessoryType``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// The Swift 4 name of ``UITableViewCell.SelectionStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// The Swift 4 name of ``UITableViewCell.EditingStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// The Swift 4 name of ``UITableView.Style``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// The Swift 4 name of ``UITableView.RowAnimation``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// The Swift 4 name of ``UITableView.ScrollPosition``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// The Swift 4 name of ``UIContextualAction.Style``.
@available(swift, obsoleted: 4.2, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style

/// The Swift 4 name of ``NSLayoutConstraint.FormatOptions``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

/// The Swift 4 name of ``NSLayoutConstraint.Attribute``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// The Swift 4 name of ``NSLayoutConstraint.Relation``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// The Swift 4 name of ``NSLayoutConstraint.Axis``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// The Swift 4 name of ``UIView.ContentMode``.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// The Swift 4 name of ``UIView.AutoresizingMask``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// The Swift 4 name of ``UIControl.Event``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// The Swift 4 name of ``UIControl.State``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// The Swift 4 name of ``UIFont.TextStyle``.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// The Swift 4 name of ``UIFont.Weight``.
@available(swift, obsoleted: 4.2, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

/// The Swift 4 name of ``UIBarButtonItem.Style``.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// The Swift 4 name of ``UIBarButtonItem.SystemItem``.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// The Swift 4 name of ``UIAlertController.Style``.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// The Swift 4 name of ``UIAlertAction.Style``.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

// The Swift 4 names of the keyboard notifications and their user-info keys (the declarations probe met them).

/// The Swift 4 name of ``UIResponder/keyboardFrameEndUserInfoKey``.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey

/// The Swift 4 name of ``UIResponder/keyboardFrameBeginUserInfoKey``.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey

extension NSNotification.Name {
    /// The Swift 4 name of ``UIResponder/keyboardWillShowNotification``.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    /// The Swift 4 name of ``UIResponder/keyboardWillHideNotification``.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    /// The Swift 4 name of ``UIResponder/keyboardWillChangeFrameNotification``.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
}
