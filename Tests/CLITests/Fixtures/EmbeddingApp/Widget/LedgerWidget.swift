import SwiftUI
import WidgetKit

@main
struct LedgerBundle: WidgetBundle {
    var body: some Widget {
        BalanceWidget()
    }
}

struct BalanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "balance", provider: BalanceProvider()) { entry in
            VStack {
                Text("Balance")
                Text("Spent today")
            }
        }
    }
}
