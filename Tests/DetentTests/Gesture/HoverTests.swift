import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// A pointer resting over a thumb or a knob: the core's hover state, drawn as a highlight.

@Suite("Hover: what a resting pointer highlights")
struct HoverTests {
    private func hoverLayer(_ drawing: Drawing) -> Layer? { drawing.layers.first { $0.id == "hover" } }

    @Test func aKnobIsHighlightedWhileThePointerRestsOnItAndNotifiesOnlyWhenThatChanges() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        var notified = 0
        let token = knob.changes.observe { notified += 1 }
        defer { _ = token }
        #expect(!knob.isHovered && hoverLayer(knob.drawing()) == nil)
        #expect(knob.send(.hover(at: CGPoint(x: 75, y: 40))))
        #expect(knob.isHovered && knob.hoverHighlightFrame == CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(hoverLayer(knob.drawing()) != nil)
        #expect(knob.drawing().layers.first?.id == "hover", "beneath the knob: its colours stay as they are")
        #expect(notified == 1)
        knob.send(.hover(at: CGPoint(x: 80, y: 40)))
        #expect(notified == 1, "a move that highlights the same thing announces nothing")
        #expect(!knob.send(.hover(at: nil)))
        #expect(!knob.isHovered && hoverLayer(knob.drawing()) == nil && notified == 2)
        #expect(!knob.send(.hover(at: CGPoint(x: Double.nan, y: 3))), "a point that is not finite is no pointer")
    }

    @Test func theSlidersHighlightTheThumbUnderThePointerNotTheTrack() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let thumb = fader.thumbFrame
        #expect(fader.send(.hover(at: CGPoint(x: thumb.midX, y: thumb.midY))) && fader.hoverHighlightFrame == thumb)
        #expect(!fader.send(.hover(at: CGPoint(x: 250, y: 22))), "the bare track")

        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let upper = range.thumbFrame(.upper)
        #expect(range.send(.hover(at: CGPoint(x: upper.midX, y: upper.midY))) && range.hoverHighlightFrame == upper)

        let stops = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let middle = stops.thumbFrame(at: 1)
        #expect(stops.send(.hover(at: CGPoint(x: middle.midX, y: middle.midY))) && stops.hoverHighlightFrame == middle)

        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(pad.send(.hover(at: CGPoint(x: pad.thumbFrame.midX, y: pad.thumbFrame.midY))) && pad.hoverHighlightFrame == pad.thumbFrame)
        #expect(!pad.send(.hover(at: CGPoint(x: 150, y: 50))))
    }

    @Test func theHighlightFollowsTheThumbAndGoesWhenItLeavesThePointer() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let thumb = fader.thumbFrame
        fader.send(.hover(at: CGPoint(x: thumb.midX, y: thumb.midY)))
        fader.value = 0.9
        #expect(!fader.isHovered, "the program moved the thumb from under the pointer")
        fader.value = 0
        #expect(fader.isHovered)
    }

    @Test func aDisabledControlOrTheWheelIsNeverHighlighted() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        knob.send(.hover(at: CGPoint(x: 75, y: 75)))
        knob.isEnabled = false
        #expect(!knob.isHovered && hoverLayer(knob.drawing()) == nil)
        knob.isEnabled = true
        #expect(knob.isHovered, "back when enabled, the pointer still there")
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        #expect(!wheel.send(.hover(at: CGPoint(x: 120, y: 20))) && hoverLayer(wheel.drawing()) == nil)
    }

    @Test func theHighlightContrastsWithThePage() throws {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        knob.send(.hover(at: CGPoint(x: 75, y: 75)))
        func fill(_ model: KnobModel) throws -> DrawingColor {
            let layer = try #require(hoverLayer(model.drawing()))
            guard case .shape(_, let paint?, _, _) = layer.items.first, case .color(let color) = paint else {
                Issue.record("no filled disc")
                return DrawingColor(red: 0, green: 0, blue: 0)
            }
            return color
        }
        #expect(try fill(knob) == DrawingColor(red: 0, green: 0, blue: 0, alpha: 0.08))
        knob.environment.appearance = .dark
        #expect(try fill(knob) == DrawingColor(red: 1, green: 1, blue: 1, alpha: 0.14))
    }

    /// What a host's pointer snaps to (UIKit's pointer regions) is what a resting pointer would
    /// highlight there: the thumb under it, nothing on the bare track, nothing while disabled.
    @Test func aPointerSnapsToWhatItWouldHighlight() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        let thumb = CGPoint(x: fader.thumbFrame.midX, y: fader.thumbFrame.midY)
        #expect(fader.highlightFrame(at: thumb) == fader.thumbFrame)
        #expect(fader.highlightFrame(at: CGPoint(x: 280, y: 22)) == nil)
        fader.send(.hover(at: thumb))
        #expect(fader.hoverHighlightFrame == fader.highlightFrame(at: thumb))
        fader.isEnabled = false
        #expect(fader.highlightFrame(at: thumb) == nil && fader.hoverHighlightFrame == nil)
    }

    /// Where the platform highlights the pointer's target itself (an iPad's pointer), the control
    /// draws no disc of its own, so the two never stack; it still follows the pointer.
    @Test func aPlatformsOwnPointerHighlightReplacesTheDisc() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        fader.environment.platformHighlightsPointer = true
        let thumb = CGPoint(x: fader.thumbFrame.midX, y: fader.thumbFrame.midY)
        #expect(fader.send(.hover(at: thumb)))
        #expect(fader.isHovered && fader.hoverHighlightFrame == fader.thumbFrame)
        #expect(hoverLayer(fader.drawing()) == nil)
        fader.environment.platformHighlightsPointer = false
        #expect(hoverLayer(fader.drawing()) != nil)
    }
}

extension HoverTests {
    /// A host's pointer keeps its shape over a dial (a press there acts at its angle) and may take
    /// a thumb's shape: the core says which the highlighted frame is.
    @Test(arguments: Subject.allCases)
    func theKnobsHighlightTheirDialTheOthersAThumb(_ subject: Subject) {
        #expect(subject.model.make().highlightsDial == (subject == .knob || subject == .rotatableKnob))
    }
}
