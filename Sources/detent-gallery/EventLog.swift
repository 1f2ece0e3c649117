@_spi(Hosting) import Detent
import Foundation

/// A JSON value with object keys kept in the order they were given, so every line reads in the
/// order docs/gallery.md shows (`control`, then `frame` or `event`, then the fields).
enum JSON {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSON])
    case object([(String, JSON)])

    /// Compact JSON text. Whole numbers print without a fraction (`0`, `1`, `800000`); other
    /// numbers in Swift's shortest round-tripping form (`0.42`); non-finite numbers as `null`.
    var text: String {
        switch self {
        case .number(let v): return Self.format(v)
        case .string(let s): return Self.quote(s)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// `s` as a JSON string literal, escaped by Foundation's encoder (slashes left as they are).
    static func quote(_ s: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        guard let data = try? encoder.encode(s), let text = String(data: data, encoding: .utf8) else { return "\"\"" }
        return text
    }
}

/// Writes `--events` output: one JSON object per line on standard output, each written (and so
/// flushed) as soon as it is made.
struct EventLog {
    /// The control ids the lines carry.
    enum Control: String {
        case knob, rangeSlider, rotaryWheel, rotatableKnob
        // The Studio panel's.
        case gain, pan, frequency, encoder, vintage, fader, studioRange, xyPad, multiSlider, fortuneWheel
    }

    /// Writes one line.
    func write(_ object: JSON) {
        FileHandle.standardOutput.write(Data((object.text + "\n").utf8))
    }

    /// The line describing a control once the window is shown: its frame in window coordinates
    /// (`[x, y, width, height]`, points from the window's top-left corner) and its public state.
    func writeState(_ control: Control, frame: CGRect, state: [(String, JSON)]) {
        write(.object([
            ("control", .string(control.rawValue)),
            ("frame", .array([.number(Double(frame.minX)), .number(Double(frame.minY)),
                              .number(Double(frame.width)), .number(Double(frame.height))])),
            ("state", .object(state)),
        ]))
    }

    /// The line for one event: its name, `fields` (the control's: `value`, `lowerValue` and
    /// `upperValue`, or `selectedIndex` and `title`), a detent's own fields, then what caused it
    /// (`"cause":"drag"`, `"key"`, `"scroll"`, `"tap"`, `"momentum"`, `"assistiveTechnology"` or
    /// `"program"`).
    func writeEvent<V>(_ control: Control, _ event: ControlEvent<V>, cause: EventCause, fields: [(String, JSON)]) {
        write(.object([("control", .string(control.rawValue)), ("event", .string(Self.name(of: event)))]
                      + fields + Self.detentFields(of: event) + [("cause", .string("\(cause)"))]))
    }

    /// The event's name in the log: `valueChanged`, `editingDidBegin`, `editingDidEnd`,
    /// `selectionChanged`, `primaryAction` or `detent`.
    static func name<V>(of event: ControlEvent<V>) -> String {
        switch event {
        case .valueChanged: return "valueChanged"
        case .editingDidBegin: return "editingDidBegin"
        case .editingDidEnd: return "editingDidEnd"
        case .selectionChanged: return "selectionChanged"
        case .primaryActionTriggered: return "primaryAction"
        case .detent: return "detent"
        }
    }

    /// Extra fields for a detent: `"detent":"step","index":n`, `"detent":"sectorBoundary","index":n`
    /// or `"detent":"endStop","end":"minimum"|"maximum"`; none for other events.
    static func detentFields<V>(of event: ControlEvent<V>) -> [(String, JSON)] {
        guard case .detent(let detent) = event else { return [] }
        switch detent {
        case .step(let i): return [("detent", .string("step")), ("index", .number(Double(i)))]
        case .sectorBoundary(let i): return [("detent", .string("sectorBoundary")), ("index", .number(Double(i)))]
        case .endStop(let end): return [("detent", .string("endStop")), ("end", .string(end == .minimum ? "minimum" : "maximum"))]
        case .neutral: return [("detent", .string("neutral"))]
        case .wrapped: return [("detent", .string("wrapped"))]
        case .scrubbingSpeed(let speed): return [("detent", .string("scrubbingSpeed")), ("speed", .number(speed))]
        }
    }
}
