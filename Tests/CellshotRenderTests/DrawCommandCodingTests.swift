import CellshotGraphics
import Foundation
import Testing

/// Display lists as JSON: every new command and value round-trips, and the commands that were there before keep
/// exactly their encoding (references and tools outside store it).
@Suite("Draw command JSON")
struct DrawCommandCodingTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    static let newCommands: [DrawCommand] = [
        .transform(CellshotGraphics.AffineTransform(rotationAngle: 0.5, about: Point(x: 3, y: 4)), commands: [
            .fill(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0, color: red),
        ]),
        .clipPath(Path(capsuleIn: Rect(x: 0, y: 0, width: 10, height: 4), style: .continuous), commands: []),
        .clipPath(Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4)), fillRule: .evenOdd, commands: [
            .path(Path([.move(.zero), .quadCurve(to: Point(x: 4, y: 0), control: Point(x: 2, y: 3)),
                        .arc(center: Point(x: 2, y: 2), radius: 2, startAngle: 0, endAngle: 3, clockwise: true), .close]),
                  paint: .evenOddFill, color: red),
            .path(Path(roundedRect: Rect(x: 0, y: 0, width: 8, height: 8), cornerRadii: CornerRadii(topLeft: 1, bottomRight: 3)),
                  paint: .styledStroke(StrokeStyle(lineWidth: 2, lineCap: .square, lineJoin: .bevel, miterLimit: 4, dash: [1, 2],
                                                   dashPhase: 0.5)), color: red),
        ]),
        .gradient(Path(Rect(x: 0, y: 0, width: 5, height: 5)), paint: .fill,
                  gradient: .linear(stops: GradientStop.evenlySpaced([red, .white, .black]), start: .zero, end: Point(x: 5, y: 0))),
        .gradient(Path(Rect(x: 0, y: 0, width: 5, height: 5)), paint: .stroke(width: 1),
                  gradient: .radial(stops: [GradientStop(color: red, location: 0.25)], center: Point(x: 2, y: 2), startRadius: 1,
                                    endRadius: 4)),
        .gradient(Path(Rect(x: 0, y: 0, width: 5, height: 5)), paint: .fill,
                  gradient: .angular(stops: GradientStop.evenlySpaced([red, .clear]), center: Point(x: 2, y: 2), startAngle: -1,
                                     endAngle: 2)),
        .shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 5, offset: Size(width: 0, height: 2), commands: [
            .blendMode(.multiply, commands: [.opacity(0.5, commands: [])]),
        ]),
    ]

    @Test func everyNewCommandRoundTrips() throws {
        let list = DisplayList(size: Size(width: 10, height: 10), commands: Self.newCommands)
        #expect(try JSONDecoder().decode(DisplayList.self, from: JSONEncoder().encode(list)) == list)
        for mode in BlendMode.allCases {
            let command = DrawCommand.blendMode(mode, commands: [])
            #expect(try JSONDecoder().decode(DrawCommand.self, from: JSONEncoder().encode(command)) == command)
        }
    }

    @Test func theCommandsOfBeforeKeepTheirJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func json(_ command: DrawCommand) throws -> String { String(decoding: try encoder.encode(command), as: UTF8.self) }
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        let color = #""color":{"alpha":1,"blue":0,"green":0,"red":1}"#
        let rectJSON = #"{"origin":{"x":1,"y":2},"size":{"height":4,"width":3}}"#
        #expect(try json(.fill(rect, cornerRadius: 2, color: Self.red)) == #"{"fill":{"_0":"# + rectJSON + #","# + color
                + #","cornerRadius":2}}"#)
        #expect(try json(.clip(rect, cornerRadius: 2, curve: .continuous, commands: []))
                == #"{"clip":{"_0":"# + rectJSON + #","commands":[],"cornerRadius":2,"curve":"continuous"}}"#)
        #expect(try json(.opacity(0.5, commands: [])) == #"{"opacity":{"_0":0.5,"commands":[]}}"#)
        #expect(try json(.path(Path([.move(.zero), .curve(to: Point(x: 1, y: 1), control1: .zero, control2: .zero), .close]),
                               paint: .stroke(width: 2), color: Self.red))
                == #"{"path":{"_0":{"elements":[{"move":{"_0":{"x":0,"y":0}}},{"curve":{"control1":{"x":0,"y":0},"#
                + #""control2":{"x":0,"y":0},"to":{"x":1,"y":1}}},{"close":{}}]},"# + color + #","paint":{"stroke":{"width":2}}}}"#)
        #expect(try json(.path(Path([.line(.zero)]), paint: .fill, color: Self.red))
                == #"{"path":{"_0":{"elements":[{"line":{"_0":{"x":0,"y":0}}}]},"# + color + #","paint":{"fill":{}}}}"#)
    }
}
