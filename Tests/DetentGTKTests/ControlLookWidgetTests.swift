import CDetentGTK
@_spi(Hosting) import Detent
@testable import DetentGTK
import Foundation
import Testing

/// A look of your own on a GTK widget: what GTK paints, repainted when it is set and as the value
/// moves. In `WidgetLifetimeTests`'s suite (GTK started once, tests one at a time).
extension WidgetLifetimeTests {
    /// The states the look drew, on GTK's thread.
    private final class DrawnStates: @unchecked Sendable {
        var states: [ControlLook.State] = []
    }

    @Test("A look of your own is what the widget paints, at its size, and follows the value the user sets")
    func aLookOfYourOwnIsPainted() throws {
        try InProcessGTK.start()
        let knob = KnobWidget()
        let win = try InProcessGTK.window(showing: [knob]).window
        defer { gtk_window_destroy(window(win)) }
        let drawn = DrawnStates()
        let before = knob.paintCount
        knob.look = ControlLook { state in
            drawn.states.append(state)
            return Drawing(size: state.bounds.size, layers: [
                Layer(id: "dial", items: [.fill(.circle(center: CGPoint(x: 75, y: 75), radius: 60), .color(.black))], isStatic: true),
            ])
        }
        #expect(InProcessGTK.iterate(timeout: 3) { knob.paintCount > before }, "setting a look repaints")
        let first = try #require(drawn.states.last)
        #expect(first.bounds.size == CGSize(width: 150, height: 150) && first.values == [knob.value])

        let painted = knob.paintCount
        knob.model.perform(.increment, cause: .key)
        #expect(InProcessGTK.iterate(timeout: 3) { knob.paintCount > painted })
        #expect(drawn.states.last?.values == [knob.value] && knob.value > 0, "the user's change reaches the look")

        knob.look = nil
        #expect(knob.look == nil && knob.model.look == nil)
    }
}
