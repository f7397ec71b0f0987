import CellshotGraphics
import CellshotRender
import CellshotSwiftUILayout
import Foundation

/// What turning views into nodes shares: the text measurer and image sizes, the state kept between passes,
/// the actions to run after a pass (`.onAppear`, `.task`), and the warnings about what is not drawn.
///
/// One graph draws one picture. Views are turned into nodes in passes: after a pass the appear actions run,
/// and if they changed state another pass is made, as a screen shows itself right after it appears.
package final class ViewGraph {
    /// Measures text.
    package let measurer: any TextMeasuring
    /// The natural size of an image or symbol, or why it cannot be read.
    package let naturalSize: (ImageReference) throws(RenderError) -> Size
    /// Stored state by view and property.
    private var storage: [ViewIdentity: AnyObject] = [:]
    /// Whether state changed since the pass began: a `@State` set, an `ObservableObject` that published a change,
    /// an `@Observable` property that a body read was set.
    package var stateChanged: Bool { stateWritten || observedChange.isSet }
    private var stateWritten = false
    /// Set by Observation when a property a body read changes (from any thread, hence a lock).
    private let observedChange = ObservedChange()
    /// The first error that stops the picture (a missing environment object: SwiftUI stops the app there).
    package private(set) var error: String?
    /// `.task` actions, `.onChange` actions and their values (Graph/ViewGraph+Lifecycle.swift).
    var lifecycle = Lifecycle()
    /// Actions to run once a pass is made, in the order their views appeared.
    private var appearActions: [(ViewIdentity, @MainActor () -> Void)] = []
    /// Views whose appear actions ran: they run once per view, as on a device.
    private var appeared: Set<ViewIdentity> = []
    /// Problems that do not stop drawing (what is not drawn, and where the code asks for it).
    package private(set) var warnings: [String] = []
    private var warned: Set<String> = []
    /// When a preview is drawn, where its settings go (`.previewLayout`, `.previewDisplayName`,
    /// `.preferredColorScheme`): honoured by the preview's drawing rather than warned about.
    package var previewSettings: PreviewSettings?
    /// Types known to have no dynamic properties: no reflection needed for them.
    private var plainTypes: Set<ObjectIdentifier> = []

    package init(measurer: any TextMeasuring, naturalSize: @escaping (ImageReference) throws(RenderError) -> Size) {
        self.measurer = measurer
        self.naturalSize = naturalSize
    }

    /// The natural size of an image or symbol, or `nil` when it cannot be read.
    package func imageSize(_ reference: ImageReference) -> Size? {
        try? naturalSize(reference)
    }

    /// Records a warning once.
    package func warn(_ message: String) {
        guard warned.insert(message).inserted else { return }
        warnings.append(message)
    }

    /// Records a warning about a call in the app's code, naming its file and line.
    package func warn(_ message: String, fileID: String, line: Int) {
        warn("\(fileID):\(line): \(message)")
    }

    // MARK: State

    /// The storage kept for a property, made by `make` the first time.
    package func storage<T: AnyObject>(for identity: ViewIdentity, make: () -> T) -> T {
        if let existing = storage[identity] as? T { return existing }
        let made = make()
        storage[identity] = made
        return made
    }

    /// Notes that stored state changed (a `@State` set, an observed object changed).
    package func noteStateChange() {
        stateWritten = true
    }

    /// How many properties could not be installed (each calls ``fail(_:)``).
    private var failures = 0

    /// Records an error that stops the picture; the render throws the first.
    package func fail(_ message: String) {
        failures += 1
        if error == nil { error = message }
    }

    /// Begins a pass.
    package func beginPass() {
        stateWritten = false
        observedChange.reset()
        appearActions.removeAll()
        lifecycle.beginPass()
    }

    /// Makes a pass's nodes while Observation records the `@Observable` properties read, so that setting one
    /// later (in `.onAppear`, in a task) asks for another pass, as SwiftUI updates the views that read it.
    package func tracking<T>(_ makeNodes: () -> T) -> T {
        let changed = observedChange
        return withObservationTracking(makeNodes, onChange: { changed.set() })
    }

    /// Queues a view's appear action for after the pass, unless it already ran.
    package func onAppear(_ identity: ViewIdentity, _ action: @escaping @MainActor () -> Void) {
        guard !appeared.contains(identity) else { return }
        appearActions.append((identity, action))
    }

    /// Runs the queued appear actions; returns whether any ran.
    @MainActor
    @discardableResult
    package func runAppearActions() -> Bool {
        let actions = appearActions
        appearActions.removeAll()
        for (identity, action) in actions where appeared.insert(identity).inserted {
            action()
        }
        return !actions.isEmpty
    }

    // MARK: Dynamic properties

    /// Installs the dynamic properties of a view or modifier (`@State`, `@Environment`, `@ObservedObject`…)
    /// from the graph and the environment before its body is asked for. Returns `false` when one cannot be
    /// installed (an `@EnvironmentObject` nobody gave: the graph has the error): the body must not be asked for,
    /// since SwiftUI would stop the app reading it.
    @discardableResult
    package func install<Value>(_ value: Value, _ inputs: _ViewInputs) -> Bool {
        let type = ObjectIdentifier(Value.self)
        guard !plainTypes.contains(type) else { return true }
        let failuresBefore = failures
        if !installProperties(of: value, owner: Value.self, inputs, identity: inputs.identity) {
            plainTypes.insert(type)
        }
        return failures == failuresBefore
    }

    /// Installs the properties found in `value`'s stored properties; returns whether it had any.
    private func installProperties(of value: Any, owner: Any.Type, _ inputs: _ViewInputs, identity: ViewIdentity) -> Bool {
        var found = false
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let propertyIdentity = identity.appending(property: index)
            if let property = child.value as? any InstallableProperty {
                // A wrapped property is stored as `_name`: messages name it as the code does.
                let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "#\(index)"
                let context = PropertyContext(graph: self, identity: propertyIdentity, environment: inputs.environment,
                                              owner: owner, name: name)
                property.install(context)
                found = true
            } else if child.value is any DynamicProperty {
                // An app's own dynamic property: its own properties are installed (it may hold @State or @Environment).
                found = installProperties(of: child.value, owner: owner, inputs, identity: propertyIdentity) || found
            }
        }
        return found
    }
}

/// Where a dynamic property is installed: the graph, its identity and the environment of its view, and, for
/// messages, the view's type and the property's name.
package struct PropertyContext {
    package let graph: ViewGraph
    package let identity: ViewIdentity
    package let environment: EnvironmentValues
    /// The view or modifier whose property it is.
    package var owner: Any.Type = Any.self
    /// The property's name as the code declares it (`settings` for `@EnvironmentObject var settings`).
    package var name: String = ""

    /// The view's type name, as a message names it.
    package var ownerName: String { String(describing: owner) }
}

/// A dynamic property cellshot installs before a body is asked for. One that cannot be installed (an
/// `@EnvironmentObject` nobody gave) calls `context.graph.fail(_:)`: its view's body is then not asked for.
package protocol InstallableProperty {
    func install(_ context: PropertyContext)
}

/// Whether a property Observation tracks changed, set from whichever thread changed it.
final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var changed = false

    var isSet: Bool { lock.withLock { changed } }
    func set() { lock.withLock { changed = true } }
    func reset() { lock.withLock { changed = false } }
}
