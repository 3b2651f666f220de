import SourceScanning

/// Long postfix chains in Swift sources (issue 13, item 6): the input is one link (`.a`, `?.b(1)`,
/// `.c { }`, `#`), appended thousands of times to a view (`Text("k")`) and to a bare name. A member chain
/// of 20,000 links took 22 s when each name of it started the walk again; libFuzzer's time limit catches
/// any path that is not linear. Scanning stays a pure function of the text.
enum MemberChainFuzz {
    /// 20,000 under the fuzzer, the size that took 22 s; a tenth when `swift test` replays saved inputs
    /// (in a debug build), which checks the shapes, not the time.
    static let links = FuzzTarget.fromEnvironment == nil ? 2_000 : 20_000

    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        let link = FuzzInput.text(bytes)
        // A newline ends nothing in a chain and keeps a link from joining the next into another token.
        let chain = String(repeating: link + "\n", count: links)
        for head in ["Text(\"k\")\n", "a\n"] {
            guard (try? SwiftSourceScanner.scan(source: "let x = " + head + link + "\n", path: "One.swift")) != nil else { continue }
            let source = "let x = " + head + chain
            let scan: SourceScan
            do {
                scan = try SwiftSourceScanner.scan(source: source, path: "Chain.swift")
            } catch {
                // Nesting past the structure parser's depth limit is reported, not recursed into: fine.
                continue
            }
            guard (try? SwiftSourceScanner.scan(source: source, path: "Chain.swift")) == scan else {
                throw InvariantViolation(.memberChain, "scanning the same chain twice gave different results")
            }
        }
    }
}
