@_spi(Benchmarks) import Cellshot
import CellshotGraphics
import CellshotModel

/// Benchmark 5: what re-solving a row's template costs against building a new constraint system for
/// every row, on cellshot's real templates (built-in cells, the `contact` template), through the
/// pipeline's own layout step (`ListRenderer.layout(in:)`).
///
/// Measured twice: with Pango measuring every text (what a render pays per row), and with a memo of
/// the sizes Pango gave, filled by a first pass, so that the time is the constraint work alone —
/// re-solving through edit variables against building views, constraints and a solver.
enum LayoutReuse {
    struct Figures {
        /// Seconds per row with templates reused, and rebuilt for every row.
        var reused: Double
        var rebuilt: Double
        /// Whether both gave the same layout, frame for frame.
        var sameLayout: Bool

        var ratio: Double { rebuilt / reused }
    }

    /// Lays `document` out in the normal state `repeats` times each way and gives the medians per row.
    /// Each way lays the list out once before timing, on the same renderer: reused templates are then
    /// all built, as in a table view that has scrolled (the steady state the target is about), and Pango's
    /// caches are warm for both.
    /// - Parameter memoized: whether text sizes come from a memo instead of Pango.
    static func measure(document: ListDocument, rows: Int, environment: RenderEnvironment, memoized: Bool,
                        repeats: Int) throws -> Figures {
        let memo = memoized ? MemoizedMeasurer(base: environment.measurer) : nil
        func renderer(rebuilding: Bool) throws -> ListRenderer {
            // Rebuilding every row's system is what the template view budget is there to stop: lifted here.
            let options = RenderOptions(states: [.normal],
                                        limits: ResourceLimits(templateViews: ResourceLimits.maximumTemplateViews))
            let renderer = try memo.map {
                try ListRenderer(document: document, options: options, environment: environment, layoutMeasurer: $0)
            } ?? ListRenderer(document: document, options: options, environment: environment)
            renderer.rebuildsTemplatesForEveryRow = rebuilding
            return renderer
        }
        var reference: ListLayout?
        var sameLayout = true
        var times: [Bool: Double] = [:]
        for rebuilding in [false, true] {
            let renderer = try renderer(rebuilding: rebuilding)
            // The first pass builds the reused templates and fills the memo; it is not timed.
            let first = try renderer.layout(in: .normal)
            reference = reference ?? first
            var runs: [Double] = []
            for _ in 0..<repeats {
                let start = monotonicSeconds()
                let layout = try renderer.layout(in: .normal)
                runs.append(monotonicSeconds() - start)
                sameLayout = sameLayout && layout == reference
            }
            times[rebuilding] = median(runs) / Double(rows)
        }
        return Figures(reused: times[false]!, rebuilt: times[true]!, sameLayout: sameLayout)
    }
}

/// A text measurer that asks Pango once per text, attributes and width, then answers from memory:
/// layout with it costs the constraint work and a hash lookup per label, not text shaping.
final class MemoizedMeasurer: TextMeasuring {
    private struct Key: Hashable {
        var text: String
        var attributes: TextAttributes
        var width: Double?
    }

    private let base: any TextMeasuring
    private var memo: [Key: TextMetrics] = [:]

    init(base: any TextMeasuring) {
        self.base = base
    }

    func measure(_ text: String, _ attributes: TextAttributes, width: Double?) -> TextMetrics {
        let key = Key(text: text, attributes: attributes, width: width)
        if let metrics = memo[key] { return metrics }
        let metrics = base.measure(text, attributes, width: width)
        memo[key] = metrics
        return metrics
    }
}
