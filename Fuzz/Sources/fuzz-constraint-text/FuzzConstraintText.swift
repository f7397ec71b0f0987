import CellshotLayout
import ConstraintSolver

/// Each line of the input (at most 64) through the constraint parsers alone, with no solver: the solver's
/// (`ConstraintParser`, as `cellshot solve` reads a constraint, with its syntax error's message) and the
/// layout layer's over a fixed view tree (`ConstraintText`, and `LayoutConstraint.constraints(withVisualFormat:)`,
/// which parses the Visual Format Language and makes its constraints), as a template's `constraints` are
/// read. The constraints are made, never activated: `fuzz-constraints` solves and lays them out, several
/// times slower. A syntax error or a name the tree lacks is an answer; traps, sanitizer reports and hangs
/// are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(64).map(String.init) {
        do {
            _ = try ConstraintParser.parse(line).constraint { Variable($0) }.description
        } catch {
            _ = error.description(showingAtMost: 80)
        }
        _ = try? ConstraintText.constraint(line, metrics: metrics, names: names)
        _ = try? LayoutConstraint.constraints(withVisualFormat: line, metrics: metrics, names: names)
    }
    return 0
}

/// `fuzz-constraints`'s metrics.
private let metrics: [String: Double] = ["pad": 8, "wide": 4096, "tiny": -4096, "half": 0.5]

/// `fuzz-constraints`'s view tree (a content view with `title`, `body`, `icon` and `card` › `badge`), made
/// once: the constraints made here are never activated, so nothing is installed on it between inputs.
/// libFuzzer calls the target from one thread.
nonisolated(unsafe) private let names: LayoutNames = {
    let root = View(name: "contentView")
    let card = View(name: "card")
    for name in ["title", "body", "icon"] { root.addSubview(View(name: name)) }
    root.addSubview(card)
    card.addSubview(View(name: "badge"))
    return LayoutNames(superview: root)
}()
