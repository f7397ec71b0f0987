import Cellshot
import CellshotModel
@_spi(Benchmarks) import CellshotRender
import Foundation

/// `swift run -c release text-bench [--rows 100] [--length 5000] [--quick]`
///
/// Issue 32's target: laying out rows of long unbreakable tokens (URLs, base64, identifiers) costs at
/// most 3× laying out the same rows of words. Two documents of `--rows` rows, each row a text of
/// `--length` characters — a different random token per row, or random words of 2 to 9 letters — are
/// laid out in process as `cellshot layout` does (no pixels); the figures are medians of CPU time (5 runs,
/// 3 with `--quick`, the workloads interleaved), the ratio is tokens ÷ words measured in the same run.
/// The tokens are laid out twice: with each token's lines found from its widths and a few shapings a line
/// (the default), and with each token laid out alone to find them (the way before); both must give the
/// same layout.
@main
struct TextBench {
    static func main() throws {
        var rows = 100, length = 5000, repeats = 5
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--rows": rows = Int(arguments.popFirst() ?? "") ?? rows
            case "--length": length = Int(arguments.popFirst() ?? "") ?? length
            case "--quick": repeats = 3
            default:
                print("usage: text-bench [--rows 100] [--length 5000] [--quick]")
                exit(64)
            }
        }
        var generator = SplitMix(seed: 32)
        let tokens = (0..<rows).map { _ in token(length, &generator) }
        let words = (0..<rows).map { _ in sentence(length, &generator) }
        print("\(rows) rows of \(length.formatted()) characters each, body text in an inset grouped list 393 pt wide; "
              + "layout only, median CPU time of \(repeats)")
        // Interleaved, so that a change in the machine's load weighs on all alike.
        var wordTimes: [Double] = [], tokenTimes: [Double] = [], aloneTimes: [Double] = []
        var tokenLayout: ListLayout?, aloneLayout: ListLayout?
        for _ in 0..<repeats {
            // A fresh environment each time: its measurer keeps the layouts it made.
            let forWords = try RenderEnvironment(), forTokens = try RenderEnvironment(), alone = try RenderEnvironment()
            alone.measurer.findsLinesFromWidths = false
            wordTimes.append(try seconds { _ = try layOut(words, forWords) })
            tokenTimes.append(try seconds { tokenLayout = try layOut(tokens, forTokens) })
            aloneTimes.append(try seconds { aloneLayout = try layOut(tokens, alone) })
        }
        guard tokenLayout == aloneLayout else {
            print("the tokens' layouts differ between the two ways of finding their lines")
            exit(1)
        }
        let wordTime = median(wordTimes), tokenTime = median(tokenTimes), aloneTime = median(aloneTimes)
        let ratio = tokenTime / wordTime
        print("words (peer):                      \(format(wordTime))")
        print(String(format: "tokens, each laid out alone:       %@  (%.2f× the words)", format(aloneTime), aloneTime / wordTime))
        print("tokens, lines from widths:         \(format(tokenTime))")
        print(String(format: "tokens / words: %.2f× (target ≤ 3×): %@", ratio, ratio <= 3 ? "met" : "NOT MET"))
    }

    /// Lays the rows out once, as `cellshot layout` does.
    static func layOut(_ texts: [String], _ environment: RenderEnvironment) throws -> ListLayout {
        let rows = texts.map { Row(configuration: CellConfiguration(text: $0)) }
        let document = ListDocument(appearance: .insetGrouped, sections: [Section(rows: rows)])
        let renderer = try ListRenderer(document: document, file: "bench.json", environment: environment)
        return try renderer.layout(in: .normal)
    }

    /// A token of `length` letters, digits and URL characters, with no break opportunity.
    static func token(_ length: Int, _ generator: inout SplitMix) -> String {
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<length).map { _ in characters[Int(generator.next() % UInt64(characters.count))] })
    }

    /// Words of 2 to 9 letters, a space apart, `length` characters in all.
    static func sentence(_ length: Int, _ generator: inout SplitMix) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var text = ""
        while text.count < length {
            if !text.isEmpty { text += " " }
            let word = 2 + Int(generator.next() % 8)
            text += String((0..<word).map { _ in letters[Int(generator.next() % 26)] })
        }
        return String(text.prefix(length))
    }

    /// The CPU time `body` takes (this process's user and system time: the machine is shared).
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        func cpu() -> Double {
            var usage = rusage()
            #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            #else
            getrusage(RUSAGE_SELF, &usage)
            #endif
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let start = cpu()
        try body()
        return cpu() - start
    }

    static func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }

    static func format(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }
}

/// SplitMix64: the same texts on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
