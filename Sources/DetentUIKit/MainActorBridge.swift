#if canImport(UIKit)
import Dispatch

/// Runs `body` on the main actor from code the compiler cannot prove is there.
///
/// The iOS 16 SDK declares the `UIAccessibility` methods of `NSObject` (`accessibilityIncrement()`,
/// `accessibilityValue`, `accessibilityFrame` …) without `@MainActor`, although UIKit only ever calls
/// them on the main thread; and its standard library predates `MainActor.assumeIsolated`. This is
/// that function: it checks the thread, then calls `body` synchronously.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    dispatchPrecondition(condition: .onQueue(.main))
    return withoutActuallyEscaping(body) { (isolated: @escaping @MainActor () -> T) -> T in
        // Same representation; only the isolation annotation differs, and the check above holds.
        unsafeBitCast(isolated, to: (() -> T).self)()
    }
}
#endif
