@testable import CellshotSwiftUI
import Foundation
import Testing

/// Progress views, gauges, sliders and steppers (docs/swiftui.md, "Controls").
@MainActor
@Suite struct ControlsIndicatorTests {
    typealias Support = ControlsTestSupport

    @Test func aSpinnerIs20PointsOr37WhenLarge() throws {
        // [I] UIActivityIndicatorView's medium and large sizes.
        let layout = try CellshotSwiftUI.layout(of: HStack { ProgressView(); ProgressView().controlSize(.large) }, width: 402)
        let spinners = layout.all.filter { $0.name == "Spinner" }
        #expect(spinners.map(\.frame.size) == [CGSize(width: 20, height: 20), CGSize(width: 37, height: 37)])
        // Eight spokes in the secondary grey, the head darkest.
        let fills = Support.pathFills(try Support.commands(ProgressView()))
        #expect(fills.count == 8)
        #expect(fills.first?.1 == Support.color(.secondaryLabel, .ios26))
    }

    @Test func aSpinnersLabelIsBelowItInTheSecondaryColour() throws {
        let view = ProgressView("Loading")
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let spinner = try #require(layout.first("Spinner")), label = try #require(layout.first("Text("))
        #expect(close(label.frame.minY - spinner.frame.maxY, 8))
        #expect(close(label.frame.midX, spinner.frame.midX, within: 0.34))
        #expect(Support.textColors(try Support.commands(view))["Loading"] == Support.color(.secondaryLabel, .ios26))
    }

    @Test(arguments: [(CellshotSwiftUI.Look.ios18, 4.0), (.ios26, 6.0)])
    func aBarFillsTheWidthToItsValue(look: CellshotSwiftUI.Look, thickness: Double) throws {
        let view = ProgressView(value: 0.25).padding()
        let bar = try #require(try CellshotSwiftUI.layout(of: view, width: 402, look: look).first("ProgressBar"))
        #expect(bar.frame == CGRect(x: 16, y: 16, width: 370, height: CGFloat(thickness)))
        var fills: [(GraphicsRect, GraphicsColor)] = []
        for case let .fill(rect, _, color) in try Support.commands(view, look: look) { fills.append((rect, color)) }
        #expect(fills.count == 2)
        #expect(fills.last?.0.width == 370 * 0.25)
        #expect(fills.last?.1 == Support.color(.systemBlue, look))
        #expect(fills.first?.1 == Support.color(.systemFill, look))
    }

    @Test func aBarsLabelsAreAboveAndBelowIt() throws {
        let view = ProgressView(value: 3, total: 10) { Text("Downloading") } currentValueLabel: { Text("3 of 10") }.padding()
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let label = try #require(layout.first("Text(\"Downloading\")")), bar = try #require(layout.first("ProgressBar"))
        let current = try #require(layout.first("Text(\"3 of 10\")"))
        #expect(label.frame.minX == 16 && current.frame.minX == 16)
        #expect(close(bar.frame.minY - label.frame.maxY, 4) && close(current.frame.minY - bar.frame.maxY, 4))
        // The current value label: footnote (a 15.67 pt line), secondary.
        #expect(close(current.frame.height, 15.667))
    }

    @Test func aGaugeIsACapacityBarWithItsLabels() throws {
        let view = Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }.padding()
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let bar = try #require(layout.first("ProgressBar")), maximum = try #require(layout.first("Text(\"120\")"))
        let current = try #require(layout.first("Text(\"30\")"))
        #expect(bar.frame.minX == 16 && bar.frame.width == 370)
        #expect(close(maximum.frame.maxX, 386) && close(current.frame.maxX, 386))
        var filled: [GraphicsRect] = []
        for case let .fill(rect, _, _) in try Support.commands(view) { filled.append(rect) }
        #expect(filled.last?.width == 370 * 0.25)
    }

    @Test func anAccessoryGaugeStyleWarnsWithItsLine() throws {
        _ = try CellshotSwiftUI.layout(of: Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryCircular), width: 402)
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("ControlsIndicatorTests.swift:") && $0.contains(".accessoryCircular") })
    }

    @Test(arguments: [(CellshotSwiftUI.Look.ios18, 4.0, 28.0, 3.0), (.ios26, 6.0, 38.0, 0.0)])
    func aSliderAsAccessibilitySnapshotsShowsIt(look: CellshotSwiftUI.Look, track: Double, thumb: Double,
                                                inset: Double) throws {
        // [M] AXS DefaultControlsTests testSlider_18_5/_26_2: a 0…100 slider at 75, 10 pt in from the 402 pt edges:
        // frame 382 × 34 pt, track 4 pt (iOS 18.5, 3 pt inside the frame's ends) / 6 pt (iOS 26.2) centred; the
        // filled track ends at the thumb's centre, ≈ 288.3 pt (the thumb's white, 18.5) and 286.7 pt (26.2).
        let view = Slider(value: .constant(75), in: 0...100).padding(10)
        let slider = try #require(try CellshotSwiftUI.layout(of: view, width: 402, look: look).first("Slider"))
        #expect(slider.frame == CGRect(x: 10, y: 10, width: 382, height: 34))
        var fills: [GraphicsRect] = []
        for case let .fill(rect, _, _) in try Support.commands(view, look: look) { fills.append(rect) }
        let (background, filled) = (fills[0], fills[1])
        #expect(background.height == track && background.width == 382 - 2 * inset && background.minX == 10 + inset)
        #expect(abs(background.minY + background.height / 2 - 27) < 0.001)
        let measured = look == .ios18 ? 288.3 : 286.7
        #expect(abs(filled.minX + filled.width - measured) < 0.5)
        #expect(abs(filled.minX + filled.width - (10 + inset + thumb / 2 + 0.75 * (382 - 2 * inset - thumb))) < 0.001)
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func aStepperIs94By32TrailingItsLabel(look: CellshotSwiftUI.Look) throws {
        // [M] AXS testStepper_18_5/_26_2: 282 × 96 px = 94 × 32 pt in both looks.
        let view = Stepper("Guests: 2", value: .constant(2), in: 1...8).padding()
        let layout = try CellshotSwiftUI.layout(of: view, width: 402, look: look)
        let control = try #require(layout.first("StepperControl")), label = try #require(layout.first("Text("))
        #expect(control.frame == CGRect(x: 386 - 94, y: 16, width: 94, height: 32))
        #expect(label.frame.minX == 16 && close(label.frame.midY, control.frame.midY))
    }

    @Test func aStepperGreysTheEndOfItsRange() throws {
        func strokes(_ value: Int) throws -> [GraphicsColor] {
            try Support.commands(Stepper("n", value: .constant(value), in: 0...5)).compactMap { command in
                if case let .path(_, .stroke, color) = command { return color }
                return nil
            }
        }
        let label = Support.color(.label, .ios26), grey = Support.color(.tertiaryLabel, .ios26)
        #expect(try strokes(0) == [grey, label, label])
        #expect(try strokes(5) == [label, grey, grey])
        #expect(try strokes(2) == [label, label, label])
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func referenceImages(look: CellshotSwiftUI.Look) throws {
        // Beside AXS's UIKit references (a SwiftUI slider, stepper and segmented picker are those controls).
        let view = VStack(spacing: 20) {
            Slider(value: .constant(75), in: 0...100)
            Stepper("Stepper", value: .constant(0), in: -1...1)
            ProgressView(value: 0.6)
            HStack { ProgressView(); ProgressView().controlSize(.large) }
        }.padding(10)
        try Support.verifySnapshot(view, named: "indicators-\(look)", suite: "ControlsIndicatorTests", look: look)
    }
}
