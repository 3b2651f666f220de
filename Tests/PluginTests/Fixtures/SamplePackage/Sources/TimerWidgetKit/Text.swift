/// Stands in for SwiftUI's `Text`, which Linux lacks, so the sample compiles everywhere while its
/// `Text("…")` calls still read as localized keys to the source scanner.
public struct Text: Equatable, Sendable {
    public let key: String

    public init(_ key: String) {
        self.key = key
    }
}
