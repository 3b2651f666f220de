import Diagnostics

/// A SwiftUI view that shows timer digits, and whether its layout direction is pinned left-to-right
/// (digits such as `12:05` reorder under a right-to-left layout unless pinned). `Text(date, style: .relative)`
/// is not one: it reads as a phrase of the language ("2 hr, 5 min"), whose words and numbers should follow a
/// right-to-left layout, and pinning it left to right would misorder them.
public struct TimerView: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `Text(timerInterval: …)`
        case textTimerInterval
        /// `Text(date, style: .timer)`
        case textTimerStyle
        /// `HStack { Text("\(minutes)"); Text(":"); Text("\(seconds)") }`: digits around a ":" Text.
        case digitStack
    }

    public var kind: Kind
    /// The view's initializer name (`Text`, `ProgressView`, `HStack`).
    public var location: SourceLocation
    /// `.environment(\.layoutDirection, .leftToRight)` applies to the view itself or an enclosing view
    /// in the same expression, and no closer `.environment(\.layoutDirection, …)` overrides it.
    public var isPinnedLeftToRight: Bool
    /// The attributes type of the Live Activity whose drawing code holds the view (`LiveActivityContent`).
    public var liveActivityAttributes: String?

    public init(kind: Kind, location: SourceLocation, isPinnedLeftToRight: Bool) {
        self.kind = kind
        self.location = location
        self.isPinnedLeftToRight = isPinnedLeftToRight
    }
}
