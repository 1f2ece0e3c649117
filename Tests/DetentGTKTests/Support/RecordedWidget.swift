@_spi(Hosting) import Detent
@testable import DetentGTK
import Testing

/// GTK started, then `make`'s widget with its GObject and a recorder of the names of the
/// properties that object notifies: how a test of a control's GObject interface begins. The
/// caller discards the widget (`defer { widget.discardIfUnparented() }`).
@MainActor
func recordedWidget<Widget: ControlWidget>(_ make: @autoclosure () -> Widget) throws
    -> (widget: Widget, object: UnsafeMutableRawPointer, notified: Recorder) {
    try InProcessGTK.start()
    // Made only now: a widget needs GTK started.
    let widget = make()
    let object: UnsafeMutableRawPointer
    do {
        object = try #require(widget.widget).raw
    } catch {
        // The caller's defer is not there yet to discard it.
        widget.discardIfUnparented()
        throw error
    }
    let notified = Recorder()
    notified.connectNotify(object)
    return (widget, object, notified)
}
