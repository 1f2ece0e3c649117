// The DetentUIKit module is Apple-only; on other platforms it compiles to nothing.
#if canImport(UIKit)
import Detent
#endif
