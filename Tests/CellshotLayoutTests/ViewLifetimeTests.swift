import CellshotLayout
import Testing

/// A view keeps its installed constraints and a constraint keeps the views it names, so a tree with
/// active constraints keeps itself alive (fuzzing saw every cell template's tree leak, about 80 MB a
/// minute in a long run); ``View/deactivateConstraintsInSubtree()`` is how an owner lets it go.
@Suite("View trees and their constraints")
struct ViewLifetimeTests {
    @Test func aTreeGoesOnceItsConstraintsAreDeactivated() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = View(name: "root"), child = View(name: "child"), grandchild = View(name: "grandchild")
            root.addSubview(child)
            child.addSubview(grandchild)
            let constraint = grandchild.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            LayoutConstraint.activate([constraint, child.widthAnchor.constraint(equalToConstant: 10),
                                       grandchild.trailingAnchor.constraint(equalTo: child.trailingAnchor)])
            #expect(root.installedConstraints.count + child.installedConstraints.count
                    + grandchild.installedConstraints.count == 3)
            (weakRoot, weakChild, weakConstraint) = (root, child, constraint)
            root.deactivateConstraintsInSubtree()
            #expect(root.subtree.allSatisfy { $0.installedConstraints.isEmpty })
            #expect(!constraint.isActive)
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }
}
