#if canImport(UIKit)
// SwiftUI and Detent both declare `Color`, `Path` and `Font`, and the Detent module contains an
// enum named `Detent`, so `Detent.Color` does not name the struct. This file imports just those
// three declarations and gives them unambiguous names for the rest of the module.
import struct Detent.Color
import struct Detent.Path
import struct Detent.Font

/// Detent's sRGB colour.
typealias DetentColor = Color
/// Detent's vector path.
typealias DetentPath = Path
/// Detent's font request.
typealias DetentFont = Font
#endif
