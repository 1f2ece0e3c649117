@_spi(Hosting) import Detent
import Testing

@Suite("Binding sync: when a bound value enters the model")
struct BindingSyncTests {
    typealias Update = BindingSync<Double>.Update

    @Test("The first update sets the binding's value without animation, even inside withAnimation")
    func firstUpdateIsNotAnimated() {
        var sync = BindingSync<Double>()
        #expect(sync.update(binding: 0.3, current: 0, settingsChanged: false, animationRequested: true)
                == Update(value: 0.3, animated: false))
        #expect(sync.boundValue == 0.3)
        // A binding already equal to the model sets nothing, first update or not.
        var same = BindingSync<Double>()
        #expect(same.update(binding: 0, current: 0, settingsChanged: false, animationRequested: false) == nil)
        #expect(same.boundValue == 0)
    }

    @Test("A binding changed from outside goes in, animated only when the update asks")
    func outsideChangesGoIn() {
        var sync = BindingSync<Double>.afterFirstUpdate(binding: 0.3, current: 0)
        #expect(sync.update(binding: 0.7, current: 0.3, settingsChanged: false, animationRequested: true)
                == Update(value: 0.7, animated: true))
        #expect(sync.update(binding: 0.2, current: 0.7, settingsChanged: false, animationRequested: false)
                == Update(value: 0.2, animated: false))
        // The same binding again: nothing, whatever the model shows now.
        #expect(sync.update(binding: 0.2, current: 0.25, settingsChanged: false, animationRequested: false) == nil)
    }

    @Test("The user's own changes are never pushed back, during a drag or after it")
    func userChangesStay() {
        var sync = BindingSync<Double>.afterFirstUpdate(binding: 0.3, current: 0)
        sync.userChanged(to: 0.55)
        #expect(sync.update(binding: 0.55, current: 0.55, settingsChanged: false, animationRequested: false) == nil)
        sync.userChanged(to: 0.6)
        // The binding wrote 0.6; the model has since moved on within the drag.
        #expect(sync.update(binding: 0.6, current: 0.62, settingsChanged: false, animationRequested: true) == nil)
        sync.userChanged(to: 0.1)
        #expect(sync.update(binding: Double(Float(0.1)), current: 0.1, settingsChanged: false, animationRequested: false) == nil,
                "a Float binding reads back the value rounded: the same value")
    }

    @Test("A binding that clamps what it is given has the control show what it stored")
    func aClampingBindingIsReconciled() {
        var sync = BindingSync<Double>.afterFirstUpdate(binding: 300_000, current: 300_000)
        sync.userChanged(to: 600_000)
        #expect(sync.update(binding: 500_000, current: 600_000, settingsChanged: false, animationRequested: false)
                == Update(value: 500_000, animated: false), "given to the model, which holds it until the edit ends")
        sync.userChanged(to: 400_000)
        #expect(sync.update(binding: 400_000, current: 400_000, settingsChanged: false, animationRequested: false)
                == Update(value: 400_000, animated: false), "back inside: given again, so the model drops the clamped value")
        sync.userChanged(to: 410_000)
        #expect(sync.update(binding: 410_000, current: 410_000, settingsChanged: false, animationRequested: false) == nil,
                "a value it takes as it is gives nothing")
    }

    @Test("New settings push the binding again when the model left it")
    func settingsPushAgain() {
        var sync = BindingSync<Double>.afterFirstUpdate(binding: 80, current: 80)
        // A range narrowed to 0…50 clamped the model to 50; widened again, the binding's 80 returns.
        #expect(sync.update(binding: 80, current: 50, settingsChanged: true, animationRequested: false)
                == Update(value: 80, animated: false))
        #expect(sync.update(binding: 80, current: 80, settingsChanged: true, animationRequested: false) == nil)
    }

    @Test("A wheel bound to elements that repeat keeps the sector the user chose")
    func repeatedElementsAreTheSameSelection() {
        let prizes = ["Car", "Nothing", "Car"]
        let same: (Int, Int) -> Bool = { prizes[$0] == prizes[$1] }
        var sync = BindingSync<Int>.afterFirstUpdate(binding: 1, current: 1)
        sync.userChanged(to: 2)
        // The binding stores "Car" and reads back its first sector, 0.
        #expect(sync.update(binding: 0, current: 2, settingsChanged: false, animationRequested: false, same: same) == nil)
        #expect(sync.update(binding: 1, current: 2, settingsChanged: false, animationRequested: false, same: same)?.value == 1,
                "a selection the program changed still goes in")
    }

    @Test("Works for ranges and indices too")
    func otherValueTypes() {
        var range = BindingSync<ClosedRange<Double>>()
        #expect(range.update(binding: 0.2...0.8, current: 0...1, settingsChanged: false, animationRequested: false)?.value
                == 0.2...0.8)
        var index = BindingSync<Int>.afterFirstUpdate(binding: 2, current: 0)
        #expect(index.update(binding: 5, current: 2, settingsChanged: false, animationRequested: true)
                == BindingSync<Int>.Update(value: 5, animated: true))
    }
}

extension BindingSync {
    /// A sync past its first update, an ordinary one (no drag, no new settings, no animation) that
    /// took `binding` while the model showed `current`: the state every later rule starts from.
    static func afterFirstUpdate(binding: Value, current: Value) -> BindingSync {
        var sync = BindingSync()
        _ = sync.update(binding: binding, current: current, settingsChanged: false, animationRequested: false)
        return sync
    }
}
