/// Sheets, covers, popovers, alerts and dialogs: what they present is not drawn (a still picture shows the
/// screen beneath). One that is presented when the picture is taken — its `isPresented` true, its item set — is
/// a warning naming it and the app's line, since the screen would show it.
extension View {
    /// A sheet: presented sheets are not drawn.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content,
                                     fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "sheet", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// A sheet for an item: presented sheets are not drawn.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content,
                                                         fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "sheet", isPresented: item.wrappedValue != nil, fileID: fileID, line: line))
    }

    /// A full-screen cover: not drawn.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content,
                                               fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "fullScreenCover", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// A full-screen cover for an item: not drawn.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content,
                                                                   fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "fullScreenCover", isPresented: item.wrappedValue != nil, fileID: fileID, line: line))
    }

    /// A popover: not drawn.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content,
                                       fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "popover", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// A popover for an item: not drawn.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content,
                                                           fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "popover", isPresented: item.wrappedValue != nil, fileID: fileID, line: line))
    }

    /// An alert with a title, actions and a message: not drawn.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M,
                                        fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "alert", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// An alert with a title and actions: not drawn.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                               fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "alert", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// An alert with a localized title, actions and a message: not drawn.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                        fileID: String = #fileID, line: Int = #line) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message, fileID: fileID, line: line)
    }

    /// An alert with a localized title and actions: not drawn.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                               fileID: String = #fileID, line: Int = #line) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, fileID: fileID, line: line)
    }

    /// An alert with a string title, actions and a message: not drawn.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                                           fileID: String = #fileID, line: Int = #line) -> some View {
        alert(Text(String(title)), isPresented: isPresented, actions: actions, message: message, fileID: fileID, line: line)
    }

    /// An alert with a string title and actions: not drawn.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                  fileID: String = #fileID, line: Int = #line) -> some View {
        alert(Text(String(title)), isPresented: isPresented, actions: actions, fileID: fileID, line: line)
    }

    /// An alert presenting data: not drawn.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M,
                                           fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "alert", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// An alert presenting data, with a localized title: not drawn.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M,
                                           fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "alert", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// An alert made from an `Alert` value (iOS 13's form): not drawn.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert,
                      fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "alert", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// An alert for an item, made from an `Alert` value: not drawn.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert,
                                          fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "alert", isPresented: item.wrappedValue != nil, fileID: fileID, line: line))
    }

    /// A confirmation dialog: not drawn.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                            fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "confirmationDialog", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// A confirmation dialog with a message: not drawn.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                                     fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "confirmationDialog", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// A confirmation dialog with a localized title: not drawn.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                            fileID: String = #fileID, line: Int = #line) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           fileID: fileID, line: line)
    }

    /// A confirmation dialog with a localized title and a message: not drawn.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
                                                     fileID: String = #fileID, line: Int = #line) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: message, fileID: fileID, line: line)
    }

    /// A confirmation dialog with a string title: not drawn.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A,
                                                               fileID: String = #fileID, line: Int = #line) -> some View {
        confirmationDialog(Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           fileID: fileID, line: line)
    }

    /// A confirmation dialog with a string title and a message: not drawn.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M,
                                                                        fileID: String = #fileID, line: Int = #line) -> some View {
        confirmationDialog(Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: message, fileID: fileID, line: line)
    }

    /// A confirmation dialog presenting data: not drawn.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A,
                                               fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PresentationModifier(kind: "confirmationDialog", isPresented: isPresented.wrappedValue, fileID: fileID, line: line))
    }

    /// Whether a sheet can be swiped away: nothing to draw.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { modifier(EmptyModifier()) }

    /// The heights a sheet stops at: nothing to draw (sheets are not drawn).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { modifier(EmptyModifier()) }

    /// The heights a sheet stops at, with the selected one: nothing to draw.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(EmptyModifier())
    }

    /// Whether a sheet shows its grabber: nothing to draw.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { modifier(EmptyModifier()) }
}

/// A presentation modifier: its content is not drawn; presented when the picture is taken, it is a warning.
public struct _PresentationModifier: ViewModifier {
    public typealias Body = Never
    let kind: String
    let isPresented: Bool
    let fileID: String
    let line: Int

    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if modifier.isPresented {
            inputs.graph.warn("a .\(modifier.kind) is presented; cellshot draws the screen beneath, not the \(modifier.kind)",
                              fileID: modifier.fileID, line: modifier.line)
        }
        return content(inputs)
    }
}

/// Whether something is shown (SwiftUI's `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// A height a sheet stops at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let value: CGFloat
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The full height.
    public static let large = PresentationDetent(name: "large", value: 1)
    /// A fraction of the height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction", value: fraction) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height", value: height) }
}

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// The rectangle a popover points at.
    public enum Anchor: Sendable {
        case bounds
        case rect(CGRect)
    }
}

/// An alert (SwiftUI's `Alert`, iOS 13's form of `.alert`): not drawn.
public struct Alert {
    /// An alert's button.
    public struct Button {
        let label: Text
        /// A default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// A cancel button with its label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// The system's cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }

    let title: Text

    /// An alert with a dismiss button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) { self.title = title }
}
