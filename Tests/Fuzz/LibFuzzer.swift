#if DETENT_LIBFUZZER
import Foundation

// libFuzzer, driven from this program's entry point (which reads the model first): its driver
// runs `LLVMFuzzerTestOneInput` on every input it makes.

/// libFuzzer's driver (`LLVMFuzzerRunDriver`): reads libFuzzer's flags and corpus folders from
/// `argv` and calls `callback` with each input. Declared by its C name: its arguments are plain
/// pointers, passed alike in Swift's and C's conventions.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs one input; a broken rule aborts, and libFuzzer keeps the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if !check(UnsafeRawBufferPointer(start: data, count: size), file: nil) { abort() }
    return 0
}

/// Runs libFuzzer with `arguments` (the program's name, then libFuzzer's flags and folders) on
/// `fuzzedSubject`; returns its exit status.
func runLibFuzzer(_ arguments: [String]) -> Int32 {
    var argc = CInt(arguments.count)
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = .allocate(capacity: arguments.count + 1)
    for (i, argument) in arguments.enumerated() { argv?[i] = strdup(argument) }
    argv?[arguments.count] = nil
    return runDriver(&argc, &argv, fuzzerTestOneInput)
}
#endif
