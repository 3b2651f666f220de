import Bidi
import Foundation

/// `stringsguard-bench bidi FILE [SECONDS]`: resolves levels and visual order for the inputs of
/// BidiCharacterTest.txt (field 0 code points, field 1 direction) repeatedly for about SECONDS
/// (default 2) and prints strings per second; Scripts/fribidi-bench.c does the same with FriBidi.
func benchmarkBidi(_ arguments: [String]) throws {
    guard let path = arguments.first else {
        print("usage: stringsguard-bench bidi BidiCharacterTest.txt [SECONDS]")
        exit(2)
    }
    let seconds = arguments.count > 1 ? Double(arguments[1]) ?? 2 : 2
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var inputs: [([Unicode.Scalar], BidiDirection)] = []
    for (offset, line) in text.split(separator: "\n").enumerated() {
        if line.hasPrefix("#") || line.isEmpty { continue }
        let fields = line.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count >= 2 else { throw BenchmarkInputError("\(path):\(offset + 1): expected code points;direction") }
        var scalars: [Unicode.Scalar] = []
        for token in fields[0].split(separator: " ") {
            guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw BenchmarkInputError("\(path):\(offset + 1): bad code point \(token)")
            }
            scalars.append(scalar)
        }
        let direction: BidiDirection
        switch fields[1] {
        case "0": direction = .ltr
        case "1": direction = .rtl
        default: direction = .auto
        }
        inputs.append((scalars, direction))
    }
    guard !inputs.isEmpty else { throw BenchmarkInputError("\(path): no inputs") }

    let resolver = BidiResolver()
    var order: [Int] = []
    var checksum = 0
    var resolved = 0
    let clock = ContinuousClock()
    let start = clock.now
    var elapsed = Duration.zero
    repeat {
        for (scalars, direction) in inputs {
            resolver.resolve(scalars, direction: direction)
            resolver.visualOrder(into: &order)
            checksum &+= order.first ?? 0
        }
        resolved += inputs.count
        elapsed = clock.now - start
    } while elapsed < .seconds(seconds)
    let total = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print(String(format: "StringsGuard Bidi: %d strings in %.2f s = %.0f strings/s (checksum %d)",
                 resolved, total, Double(resolved) / total, checksum))
}

struct BenchmarkInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
