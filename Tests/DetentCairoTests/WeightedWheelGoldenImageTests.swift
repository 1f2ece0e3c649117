@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import SnapshotTesting
import Testing

/// Golden images of wheels whose sectors have unequal weights, painted by cairo. References live
/// in `__Snapshots__/WeightedWheelGoldenImageTests/`; re-record with `SNAPSHOT_TESTING_RECORD=all`.
@Suite("Golden images of weighted wheels")
struct WeightedWheelGoldenImageTests {
    static let bounds = CGRect(x: 0, y: 0, width: 240, height: 240)

    /// A prize wheel: sectors sized by their odds, the marker on top, at rest after a spin onto
    /// the wide "50" sector (highlighted, its title at its centre).
    @Test func prizeWheelAfterASpin() {
        let wheel = RotaryWheelModel(bounds: Self.bounds, sectors: ["10", "500", "50", "x5", "20", "200", "50", "Lose"]
            .map { RotaryWheelSector(title: $0) })
        wheel.sectorWeights = [4, 1, 3, 0.5, 4, 1, 3, 2]
        wheel.markerAngle = -.pi / 2
        wheel.spin(toSector: 6)
        wheel.finishAnimations()
        #expect(wheel.selectedIndex == 6)
        var style = RotaryWheelStyle()
        style.centerButtonTitle = "SPIN"
        style.sectorColors = [DrawingColor(red: 0.93, green: 0.33, blue: 0.31), DrawingColor(red: 0.98, green: 0.76, blue: 0.22),
                              DrawingColor(red: 0.27, green: 0.62, blue: 0.87), DrawingColor(red: 0.35, green: 0.72, blue: 0.42)]
        assertSnapshot(of: wheel.drawing(style: style), as: .png(scale: 2))
    }

    /// One wide sector and 40 slivers: the slivers share one ring with a tick each; the wide
    /// sector keeps its own fill and title.
    @Test func wideSectorAmongSlivers() {
        let wheel = RotaryWheelModel(bounds: Self.bounds, sectors: [RotaryWheelSector(title: "Rare")])
        wheel.numberOfSections = 41
        wheel.sectorWeights = [60]
        assertSnapshot(of: wheel.drawing(), as: .png)
    }
}
