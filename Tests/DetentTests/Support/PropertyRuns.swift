import Foundation

/// How many random cases a property test checks: `count`, or a share of it when
/// `DETENT_PROPERTY_RUNS` (a fraction in 0…1) says so. A plain `swift test` runs the full
/// counts; Scripts/test runs half of them, then 2 % under the sanitizers, which look for memory
/// errors and races and make every case many times slower; at least 10 cases run either way.
func propertyRuns(_ count: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment["DETENT_PROPERTY_RUNS"], let share = Double(text),
          share.isFinite, share > 0, share < 1 else { return count }
    return max(10, Int((Double(count) * share).rounded()))
}
