#if canImport(UIKit)
import UIKit
import Combine
@_spi(Hosting) import Detent

/// A Detent control's values beyond target-action: Combine publishers and `AsyncStream`s. Every
/// control adopts it; `Value` is what it reports (`Double` for the knobs, `ClosedRange<Double>`
/// for the range slider, the selected index for the wheel).
///
/// ```swift
/// knob.valuePublisher
///     .sink { [weak label] in label?.text = String(format: "%.2f", $0) }
///     .store(in: &subscriptions)
///
/// Task { [weak wheel] in
///     guard let stream = wheel?.valueStream() else { return }
///     for await index in stream { print("picked", index) }
/// }
/// ```
@MainActor
public protocol ValueReportingControl: DetentControl {
    /// What the control reports.
    associatedtype Value: Sendable & Equatable
    /// Where the control's values and events come out.
    @_spi(Hosting) var valueRelay: ValueRelay<Value> { get }
}

extension ValueReportingControl {
    /// The value now and after every change, by the user (as `isContinuous` says) or the program.
    public var valuePublisher: AnyPublisher<Value, Never> { valueRelay.valuePublisher }

    /// Every event of the control's model from now on: value changes, editing, detents (and the
    /// wheel's selection and primary action).
    public var eventPublisher: AnyPublisher<ControlEvent<Value>, Never> { valueRelay.eventPublisher }

    /// A new stream of the values the user sets (its `.valueChanged` events). Each call makes a
    /// stream of its own, which ends when the control goes away; a reader that falls more than
    /// 100 values behind loses the oldest. It holds no reference to the control.
    public func valueStream() -> AsyncStream<Value> { valueRelay.valueStream() }

    /// A new stream of every event of the control's model, with the same rules as
    /// ``valueStream()``.
    public func eventStream() -> AsyncStream<ControlEvent<Value>> { valueRelay.eventStream() }
}
#endif
