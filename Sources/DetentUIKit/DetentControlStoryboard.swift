#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// Storyboards and Interface Builder: the inspectable properties a storyboard sets while decoding
// (or Interface Builder's canvas sets after `init(frame:)`) are applied in one settings
// transaction of the model, opened by the initialiser and closed by `awakeFromNib()`,
// `prepareForInterfaceBuilder()` or, for a control decoded without nib loading, on reaching a
// window; the values come out as set under the final range, whatever order they arrived in.
extension DetentControl {
    /// Opens the model's settings transaction for the inspectable properties a storyboard sets.
    func beginInterfaceBuilderConfiguration() {
        guard !isConfiguringFromInterfaceBuilder else { return }
        isConfiguringFromInterfaceBuilder = true
        hostedModel.beginConfiguration()
    }

    /// Closes the transaction, if open: the values come out as set under the final range.
    func endInterfaceBuilderConfiguration() {
        guard isConfiguringFromInterfaceBuilder else { return }
        isConfiguringFromInterfaceBuilder = false
        hostedModel.endConfiguration()
    }

    /// Applies the value settings a storyboard set while decoding, in the order their rules need.
    open override func awakeFromNib() {
        super.awakeFromNib()
        onMainActor { endInterfaceBuilderConfiguration() }
    }

    /// Draws the control in Interface Builder's canvas, with the inspectable values it set.
    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        onMainActor {
            endInterfaceBuilderConfiguration()
            hostedModel.bounds = CGRect(origin: .zero, size: bounds.size)
            render()
        }
    }
}
#endif
