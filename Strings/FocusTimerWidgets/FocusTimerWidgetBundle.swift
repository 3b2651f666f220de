import SwiftUI
import WidgetKit

@main
struct FocusTimerWidgetBundle: WidgetBundle {
    var body: some Widget {
        FocusTimerLiveActivity()
    }
}
