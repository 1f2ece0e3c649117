import Foundation
import Testing
@_spi(Hosting) import Detent

// One list, one count: assigning the sectors sets how many there are; the count stays settable
// for untitled sectors.

@Suite("Rotary wheel: sectors set the number of sectors")
struct RotaryWheelSectorCountTests {
    let six = ["Red", "Orange", "Yellow", "Green", "Blue", "Violet"].map { RotaryWheelSector(title: $0) }

    @Test func assigningSixSectorsMakesASixSectorWheel() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        #expect(wheel.numberOfSections == 8)
        wheel.sectors = six
        #expect(wheel.numberOfSections == 6)
        #expect(wheel.geometry.numberOfSections == 6)
        #expect((0..<6).map { wheel.title(ofSector: $0) } == six.map(\.title))
        #expect(wheel.title(ofSector: 6) == "Red", "indices wrap modulo the six sectors")
    }

    @Test func theInitialiserAndTheAssignmentAgree() {
        let assigned = RotaryWheelModel()
        assigned.sectors = six
        #expect(RotaryWheelModel(sectors: six).numberOfSections == assigned.numberOfSections)
    }

    @Test func theCountStaysSettableForUntitledSectors() {
        let wheel = RotaryWheelModel()
        wheel.sectors = six
        wheel.numberOfSections = 9
        #expect(wheel.numberOfSections == 9 && wheel.sectors.count == 6)
        #expect(wheel.title(ofSector: 8) == "9", "a sector without an entry is titled with its number")
        wheel.numberOfSections = 3
        #expect(wheel.sectors.count == 6, "fewer sectors than entries keep the list")
        #expect(wheel.title(ofSector: 2) == "Yellow")
    }

    @Test func anEmptyListLeavesTheCount() {
        let wheel = RotaryWheelModel()
        wheel.numberOfSections = 5
        wheel.sectors = []
        #expect(wheel.numberOfSections == 5)
        #expect(wheel.title(ofSector: 0) == "1")
        #expect(RotaryWheelModel(sectors: []).numberOfSections == 1)
    }

    @Test func moreThan360SectorsAreClampedAndTheSelectionStaysInRange() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.select(7, animated: false)
        wheel.sectors = (0..<400).map { RotaryWheelSector(title: "S\($0)") }
        #expect(wheel.numberOfSections == 360)
        wheel.sectors = six
        #expect(wheel.numberOfSections == 6)
        #expect(wheel.selectedIndex == 5, "the selection past the new count takes the last sector")
    }

    @Test func reassigningTheSameSectorsStillSetsTheCount() {
        let wheel = RotaryWheelModel()
        wheel.sectors = six
        wheel.numberOfSections = 2
        wheel.sectors = six
        #expect(wheel.numberOfSections == 6)
    }
}
