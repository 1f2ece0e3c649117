// `import DetentGTK` brings GTK 4's C API with the widgets (gtk_*, g_*, gdk_*, GtkWidget…): a
// program that depends on the DetentGTK product needs no other import to build its window. The
// C module is CDetentGTK, a name no GTK binding uses, so a package that also declares a `CGtk`
// target of its own builds beside it.
@_exported import CDetentGTK
