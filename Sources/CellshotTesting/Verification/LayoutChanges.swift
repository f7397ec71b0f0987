import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation

/// The layout sidecar stored beside a reference image: the frames and colours it was drawn with, as
/// `cellshot layout` prints them, so a failure can say what changed, not only which pixels.
public enum LayoutSidecar {
    /// The sidecar's text for a laid-out list.
    public static func text(_ layout: ListLayout) -> String {
        PrettyJSON.text(ListLayoutJSON(layout).value) + "\n"
    }
}

/// A semantic diff of two layout sidecars: frames that moved or resized and colours that changed,
/// one line each — "sections[0].rows[2].views.text: moved 1 pt down", "….colors.accessories[0]: #C4C4C7 → #8E8E93".
public enum LayoutChanges {
    /// The changes from a reference's sidecar (a file; none when it is missing or unreadable) to the actual layout.
    public static func between(referencePath: String, actual: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: referencePath),
              let reference = try? JSONParser.parse([UInt8](data)),
              let actualValue = try? JSONParser.parse(Array(actual.utf8)) else { return [] }
        return between(reference, actualValue)
    }

    /// The changes from one layout JSON value to another, each line escaped for the terminal
    /// (``TerminalText``): it quotes the document's texts and template views' names.
    public static func between(_ reference: JSONValue, _ actual: JSONValue) -> [String] {
        var changes: [String] = []
        walk(reference, actual, path: "", into: &changes)
        return changes.map { TerminalText.escaped($0) }
    }

    /// The keys that are not worth reporting on their own (what changes with everything else).
    private static let ignored: Set<String> = ["card", "size", "scale", "warnings", "state"]

    private static func walk(_ reference: JSONValue, _ actual: JSONValue, path: String, into changes: inout [String]) {
        if let old = frame(reference), let new = frame(actual) {
            if old != new { changes.append("\(path): \(describe(from: old, to: new))") }
            return
        }
        if let row = RowFrames(reference, actual) {
            walkRow(row, reference, actual, path: path, into: &changes)
            return
        }
        switch (reference, actual) {
        case let (.object(old), .object(new)):
            let newByKey = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let oldKeys = Set(old.map(\.key))
            for member in old where !ignored.contains(member.key) {
                let child = path.isEmpty ? member.key : "\(path).\(member.key)"
                if let value = newByKey[member.key] {
                    walk(member.value, value, path: child, into: &changes)
                } else {
                    changes.append("\(child): removed")
                }
            }
            for member in new where !oldKeys.contains(member.key) && !ignored.contains(member.key) {
                changes.append("\(path.isEmpty ? member.key : "\(path).\(member.key)"): added")
            }
        case let (.array(old), .array(new)):
            for index in 0..<max(old.count, new.count) {
                let child = "\(path)[\(index)]"
                if index >= new.count { changes.append("\(child): removed") }
                else if index >= old.count { changes.append("\(child): added") }
                else { walk(old[index], new[index], path: child, into: &changes) }
            }
        case let (.string(old), .string(new)):
            if old != new { changes.append("\(path): \(old) → \(new)") }
        case let (.number(old, _), .number(new, _)):
            if old != new { changes.append("\(path): \(formatPoints(old)) → \(formatPoints(new))") }
        default:
            if reference != actual { changes.append("\(path): changed") }
        }
    }

    /// A row's frame in the reference and now: what its cell, content view and separator follow.
    private struct RowFrames {
        let old: Rect, new: Rect

        init?(_ reference: JSONValue, _ actual: JSONValue) {
            guard case .object(let old) = reference, case .object(let new) = actual,
                  old.contains(where: { $0.key == "views" }),
                  let oldFrame = old.first(where: { $0.key == "frame" }).flatMap({ LayoutChanges.frame($0.value) }),
                  let newFrame = new.first(where: { $0.key == "frame" }).flatMap({ LayoutChanges.frame($0.value) })
            else { return nil }
            (self.old, self.new) = (oldFrame, newFrame)
        }

        /// Whether a view's change is only the row's resize (the cell and its content view fill the row).
        func resizesWithRow(_ before: Rect, _ after: Rect) -> Bool {
            before.origin == after.origin && after.width - before.width == new.width - old.width
                && after.height - before.height == new.height - old.height
        }

        /// Whether the separator only followed the row's bottom edge.
        func followsBottom(_ before: Rect, _ after: Rect) -> Bool {
            before.size == after.size && after.minX - before.minX == new.minX - old.minX
                && after.minY - before.minY == new.maxY - old.maxY
        }
    }

    /// A row said once: "sections[0].rows[2]: 22 pt taller" for its frame, without the cell, content view and
    /// separator that only follow it; its other views and colours as usual.
    private static func walkRow(_ row: RowFrames, _ reference: JSONValue, _ actual: JSONValue, path: String,
                                into changes: inout [String]) {
        guard case .object(let old) = reference, case .object(let new) = actual else { return }
        if row.old != row.new { changes.append("\(path): \(describe(from: row.old, to: row.new))") }
        let newByKey = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var rest: [JSONMember] = [], restNew: [JSONMember] = []
        for member in old where member.key != "frame" {
            guard let value = newByKey[member.key] else { rest.append(member); continue }
            switch member.key {
            case "separator":
                if let before = frame(member.value), let after = frame(value), row.followsBottom(before, after) { continue }
            case "views":
                guard case .object(let views) = member.value, case .object(let newViews) = value else { break }
                let newViewsByKey = Dictionary(newViews.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                let kept = views.filter { view in
                    guard ["cell", "content"].contains(view.key), let before = frame(view.value),
                          let after = newViewsByKey[view.key].flatMap(frame) else { return true }
                    return !row.resizesWithRow(before, after)
                }
                let keptKeys = Set(kept.map(\.key))
                walk(.object(kept), .object(newViews.filter { keptKeys.contains($0.key) }), path: "\(path).views",
                     into: &changes)
                for view in newViews where !views.contains(where: { $0.key == view.key }) {
                    changes.append("\(path).views.\(view.key): added")
                }
                continue
            default:
                break
            }
            rest.append(member)
            restNew.append(JSONMember(key: member.key, value: value))
        }
        restNew += new.filter { member in member.key != "frame" && !old.contains { $0.key == member.key } }
        walk(.object(rest), .object(restNew), path: path, into: &changes)
    }

    private static func frame(_ value: JSONValue) -> Rect? {
        guard case .object(let members) = value, members.map(\.key) == ["x", "y", "width", "height"] else { return nil }
        let numbers = members.compactMap { member -> Double? in
            if case .number(let number, _) = member.value { number } else { nil }
        }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// "moved 1 pt down", "moved 2 pt right, 3 pt wider", "2 pt shorter".
    private static func describe(from old: Rect, to new: Rect) -> String {
        var parts: [String] = []
        func amount(_ delta: Double) -> String { "\(formatPoints(abs(delta))) pt" }
        let dx = new.minX - old.minX, dy = new.minY - old.minY
        var moves: [String] = []
        if dx != 0 { moves.append("\(amount(dx)) \(dx > 0 ? "right" : "left")") }
        if dy != 0 { moves.append("\(amount(dy)) \(dy > 0 ? "down" : "up")") }
        if !moves.isEmpty { parts.append("moved " + moves.joined(separator: " and ")) }
        let dw = new.width - old.width, dh = new.height - old.height
        if dw != 0 { parts.append("\(amount(dw)) \(dw > 0 ? "wider" : "narrower")") }
        if dh != 0 { parts.append("\(amount(dh)) \(dh > 0 ? "taller" : "shorter")") }
        return parts.joined(separator: ", ")
    }
}
