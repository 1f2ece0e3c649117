import SwiftUI
import Detent
import DetentSwiftUI

/// A small badge drawn with SwiftUI's own types beside Detent's views. Detent's core names its
/// drawing types `DrawingColor`, `DrawingFont`, `DrawingPath` and its angle helpers `Radians`, so
/// `Color`, `Font`, `Path`, `Angle` and `LayoutDirection` here are SwiftUI's, unqualified.
struct StudioBadgeView: View {
    @Environment(\.layoutDirection) private var layoutDirection: LayoutDirection
    @State private var level = 0.5
    /// Says where a default rotatable knob's pointer points, so the badge's needle agrees with it:
    /// one model for every badge, not one made at each `init` of the view.
    @MainActor private static let dial = RotatableKnobModel()

    var body: some View {
        HStack(spacing: 12) {
            RotatableKnobView(value: $level)
                .accessibilityLabel("Level")
                .frame(width: 60, height: 60)
            ZStack {
                Path { path in
                    path.move(to: CGPoint(x: 20, y: 20))
                    path.addLine(to: CGPoint(x: 40, y: 20))
                }
                .stroke(Color.primary, lineWidth: 2)
                .rotationEffect(Angle.radians(Self.dial.knob.pointerAngle(forValue: level)))
                Text(layoutDirection == LayoutDirection.rightToLeft ? "RTL" : "LTR")
                    .font(Font.body)
                    .foregroundColor(Color.primary)
            }
            .frame(width: 40, height: 40)
        }
    }
}
