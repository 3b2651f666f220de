import SwiftUI
import WidgetKit

public struct TimerWidgets: WidgetBundle {
    public init() {}
    public var body: some Widget { EmptyWidgetConfiguration() }
}
