@_spi(Hosting) import Detent
import Foundation
import Testing

/// One edit, one begin and end, for clicks and double clicks on every control of the gallery: a
/// press that moves nothing opens no edit, so a double click is at most one edit (a reset, a
/// thumb moved to the point, a sector turned to the marker), and every event of an edit, the
/// detents of a wheel's turn included, arrives between its begin and its end.
extension GalleryEndToEndTests {
    /// What breaks the rule of one edit in `events` (one control's, in order), and how many
    /// edits there were.
    static func editBrackets(_ events: [LogLine]) -> (edits: Int, problems: [String]) {
        var open = false, inside = 0, edits = 0
        var problems: [String] = []
        for e in events {
            switch e.event {
            case "editingDidBegin":
                if open { problems.append("a begin inside an edit") }
                open = true
                inside = 0
                edits += 1
            case "editingDidEnd":
                if !open { problems.append("an end without a begin") }
                if inside == 0 { problems.append("an empty edit") }
                open = false
            case "primaryAction":
                break
            default:
                guard e.string("cause") != "program" else { break }
                if !open { problems.append("\(e.fields) outside an edit") }
                inside += 1
            }
        }
        if open { problems.append("an edit left open") }
        return (edits, problems)
    }

    /// Double clicks `control` at each of `points` (its coordinates), waits for what they set
    /// going to end, and checks the edits: one at most per double click, none empty, nothing
    /// outside them.
    private func doubleClicks(_ session: GallerySession, _ control: String, at points: [CGPoint]) throws {
        for p in points {
            try session.click(control, at: p, count: 2, delay: 0.12)
            // The wait for a second tap, a reset's animation, a wheel's turn.
            Thread.sleep(forTimeInterval: 1.2)
        }
        let (edits, problems) = Self.editBrackets(session.events(control))
        #expect(problems.isEmpty, "\(control): \(problems)")
        #expect(edits <= points.count, "\(control): \(edits) edits for \(points.count) double clicks: \(session.events(control).map(\.fields))")
    }

    @Test("Every control: a double click is at most one edit, and every event of an edit arrives inside it")
    func doubleClicksAreOneEditEach() throws {
        let session = try GallerySession()
        defer { session.finish() }
        for name in ["knob", "rotatableKnob"] {
            let (frame, _) = try session.control(name)
            try doubleClicks(session, name, at: [CGPoint(x: frame.width / 2, y: frame.height / 2)])
        }
        let (wheelFrame, _) = try session.control("rotaryWheel")
        let c = CGPoint(x: wheelFrame.width / 2, y: wheelFrame.height / 2), r = 0.35 * min(wheelFrame.width, wheelFrame.height)
        try doubleClicks(session, "rotaryWheel", at: [point(.pi, r, about: c), point(.pi / 3, r, about: c)])
        #expect(session.events("rotaryWheel").contains { $0.event == "detent" }, "the turns' detents arrived")
        let (rangeFrame, _) = try session.control("rangeSlider")
        try doubleClicks(session, "rangeSlider", at: [CGPoint(x: 0.06 * rangeFrame.width, y: rangeFrame.height / 2)])

        let studio = try studioSession()
        defer { studio.finish() }
        for name in ["fader", "xyPad", "multiSlider"] {
            let (frame, _) = try studio.control(name)
            try doubleClicks(studio, name, at: [CGPoint(x: 0.2 * frame.width, y: 0.5 * frame.height),
                                               CGPoint(x: 0.5 * frame.width, y: 0.8 * frame.height)])
        }
    }
}
