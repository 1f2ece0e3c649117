#if canImport(UIKit)
import Detent

// SwiftUI and Detent both declare `Color`, `Path` and `Font`; these names keep the rest of the
// module unambiguous without qualifying every use.

/// Detent's sRGB colour.
typealias DetentColor = Detent.Color
/// Detent's vector path.
typealias DetentPath = Detent.Path
/// Detent's font request.
typealias DetentFont = Detent.Font
#endif
