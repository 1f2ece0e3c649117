#if DETENT_LIBFUZZER
import Foundation

/// libFuzzer's driver, run from this program's own entry point (it reads the model first).
/// Declared by its C name: its arguments are plain pointers, the same in Swift's convention.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The input libFuzzer runs, set once before it starts.
nonisolated(unsafe) private var fuzzOne: (UnsafeRawBufferPointer) -> Void = { _ in }

/// Runs libFuzzer with `arguments` (the program's name first, then its flags and corpus folders),
/// calling `body` with each input; returns its exit status.
func runLibFuzzer(_ arguments: [String], _ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Int32 {
    fuzzOne = body
    var argc = CInt(arguments.count)
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = .allocate(capacity: arguments.count + 1)
    for (i, argument) in arguments.enumerated() { argv![i] = strdup(argument) }
    argv![arguments.count] = nil
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        fuzzOne(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
}
#endif
