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
    /// Whether state changed since the pass began.
    package private(set) var stateChanged = false
    /// Actions to run once a pass is made, in the order their views appeared.
    private var appearActions: [(ViewIdentity, @MainActor () -> Void)] = []
    /// Views whose appear actions ran: they run once per view, as on a device.
    private var appeared: Set<ViewIdentity> = []
    /// Problems that do not stop drawing (what is not drawn, and where the code asks for it).
    package private(set) var warnings: [String] = []
    private var warned: Set<String> = []
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
        stateChanged = true
    }

    /// Begins a pass.
    package func beginPass() {
        stateChanged = false
        appearActions.removeAll()
    }

    /// Queues a view's appear action for after the pass, unless it already ran.
    package func onAppear(_ identity: ViewIdentity, _ action: @escaping @MainActor () -> Void) {
        guard !appeared.contains(identity) else { return }
        appearActions.append((identity, action))
    }

    /// Runs the queued appear actions; returns whether any ran.
    @MainActor
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
    /// from the graph and the environment before its body is asked for.
    package func install<Value>(_ value: Value, _ inputs: _ViewInputs) {
        let type = ObjectIdentifier(Value.self)
        guard !plainTypes.contains(type) else { return }
        if !installProperties(of: value, inputs, identity: inputs.identity) {
            plainTypes.insert(type)
        }
    }

    /// Installs the properties found in `value`'s stored properties; returns whether it had any.
    private func installProperties(of value: Any, _ inputs: _ViewInputs, identity: ViewIdentity) -> Bool {
        var found = false
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let propertyIdentity = identity.appending(property: index)
            if let property = child.value as? any InstallableProperty {
                property.install(PropertyContext(graph: self, identity: propertyIdentity, environment: inputs.environment))
                found = true
            } else if child.value is any DynamicProperty {
                // An app's own dynamic property: its own properties are installed (it may hold @State or @Environment).
                found = installProperties(of: child.value, inputs, identity: propertyIdentity) || found
            }
        }
        return found
    }
}

/// Where a dynamic property is installed: the graph, its identity and the environment of its view.
package struct PropertyContext {
    package let graph: ViewGraph
    package let identity: ViewIdentity
    package let environment: EnvironmentValues
}

/// A dynamic property cellshot installs before a body is asked for.
package protocol InstallableProperty {
    func install(_ context: PropertyContext)
}
