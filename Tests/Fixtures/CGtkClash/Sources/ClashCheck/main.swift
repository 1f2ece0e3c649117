// One file importing the package's own CGtk and Detent's GTK widgets: GTK's types and functions
// resolve, and a Detent widget's `widget` goes to a GTK function.
import CGtk
import Detent
import DetentGTK

@MainActor
func check() {
    let version = gtk_get_major_version()
    print("ClashCheck: GTK \(version), Detent's wheel has \(RotaryWheelModel().numberOfSections) sectors")
    guard CommandLine.arguments.contains("--show") else { return }
    gtk_init()
    let knob = KnobWidget(size: 100)
    let box: UnsafeMutablePointer<GtkWidget>? = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_box_append(UnsafeMutableRawPointer(box!).assumingMemoryBound(to: GtkBox.self), knob.widget)
    print("ClashCheck: knob in a box")
}

MainActor.assumeIsolated { check() }
