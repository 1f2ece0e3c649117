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

    /// Clicks `control` once at each of `points` (its coordinates), waits for what each sets going
    /// to end, and checks the edits: one at most per click, at least `acting` of them (the clicks
    /// that move something), none empty, nothing outside them.
    private func singleClicks(_ session: GallerySession, _ control: String, at points: [CGPoint], acting: Int) throws {
        for p in points {
            try session.click(control, at: p)
            // The wait for a second tap, a thumb's or a wheel's move to the point.
            Thread.sleep(forTimeInterval: 1.2)
        }
        let events = session.events(control)
        let (edits, problems) = Self.editBrackets(events)
        #expect(problems.isEmpty, "\(control): \(problems)")
        #expect((acting...points.count).contains(edits),
                "\(control): \(edits) edits for \(points.count) clicks, \(acting) of them acting: \(events.map(\.fields))")
    }

    @Test("Every control: a click is at most one edit, a click on a thumb that stays put none, and every event of an edit arrives inside it")
    func clicksAreOneEditEach() throws {
        let session = try GallerySession()
        defer { session.finish() }
        // The knob at 0 jumps to a click on its ring at 3 o'clock; the rotatable knob turns only
        // by a pan, so a click on it moves nothing.
        let (knobFrame, knobState) = try session.control("knob")
        let knob = KnobGeometry(bounds: CGRect(origin: .zero, size: knobFrame.size),
                                startAngle: try #require(knobState.number("startAngle")),
                                endAngle: try #require(knobState.number("endAngle")),
                                lineWidth: try #require(knobState.number("lineWidth")),
                                pointerLength: try #require(knobState.number("pointerLength")), turns: 1, wraps: false)
        try singleClicks(session, "knob", at: [point(knob.angle(forFraction: 0.8), knob.trackRadius, about: knob.center)], acting: 1)
        let (rotatable, _) = try session.control("rotatableKnob")
        try singleClicks(session, "rotatableKnob", at: [CGPoint(x: rotatable.width / 2, y: rotatable.height / 2)], acting: 0)
        // A sector away from the marker turns to it.
        let (wheelFrame, _) = try session.control("rotaryWheel")
        let c = CGPoint(x: wheelFrame.width / 2, y: wheelFrame.height / 2), r = 0.35 * min(wheelFrame.width, wheelFrame.height)
        try singleClicks(session, "rotaryWheel", at: [point(.pi / 3, r, about: c)], acting: 1)
        // The lower thumb stays where it is; the bare track between the thumbs takes the nearest.
        let (rangeFrame, rangeState) = try session.control("rangeSlider")
        let range = RangeSliderModel(bounds: CGRect(origin: .zero, size: rangeFrame.size))
        range.configure {
            $0.minimumValue = rangeState.number("minimumValue") ?? 0
            $0.maximumValue = rangeState.number("maximumValue") ?? 1
            $0.setValues(lower: rangeState.number("lowerValue") ?? 0.2, upper: rangeState.number("upperValue") ?? 0.8, animated: false)
        }
        let lower = range.thumbFrame(.lower), upper = range.thumbFrame(.upper)
        try singleClicks(session, "rangeSlider", at: [CGPoint(x: lower.midX, y: lower.midY),
                                                     CGPoint(x: (lower.midX + upper.midX) / 2 + 10, y: lower.midY)], acting: 1)

        let studio = try studioSession()
        defer { studio.finish() }
        // The fader's thumb stays where it is; its track away from the thumb takes it.
        let (faderFrame, faderState) = try studio.control("fader")
        let fader = FaderModel(bounds: CGRect(origin: .zero, size: faderFrame.size))
        fader.configure {
            $0.orientation = .vertical
            $0.minimumValue = faderState.number("minimumValue") ?? 0
            $0.maximumValue = faderState.number("maximumValue") ?? 1
            $0.scale = .piecewise([(position: 0.25, value: -20), (position: 0.75, value: 0)])
            $0.value = faderState.number("value") ?? 0
        }
        let thumb = fader.thumbFrame
        try singleClicks(studio, "fader", at: [CGPoint(x: thumb.midX, y: thumb.midY),
                                              CGPoint(x: thumb.midX, y: min(thumb.maxY + 40, faderFrame.height - 4))], acting: 1)
        for name in ["xyPad", "multiSlider"] {
            let (frame, _) = try studio.control(name)
            try singleClicks(studio, name, at: [CGPoint(x: 0.3 * frame.width, y: 0.5 * frame.height),
                                               CGPoint(x: 0.7 * frame.width, y: 0.3 * frame.height)], acting: 0)
        }
        // The vintage knob, drawn by a look of the gallery's own: a double click is one reset at most.
        let (vintage, _) = try studioKnob("vintage", in: studio)
        try doubleClicks(studio, "vintage", at: [vintage.center])
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
