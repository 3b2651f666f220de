// libFuzzer's entry point; `FUZZ_TARGET` names the target (see Scripts/fuzz). Built with
// `--sanitize=fuzzer`, libFuzzer supplies `main`, so this file must hold no other top-level code.
import FuzzTargets

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = FuzzTarget.fromEnvironment else {
        fatalError("set FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try target.run(bytes)
    } catch {
        // A broken invariant is a bug like a crash: abort so libFuzzer saves the input.
        fatalError("\(error)")
    }
    return 0
}
