import SwiftUI
import WidgetKit

@main
struct LedgerBundle: WidgetBundle {
    var body: some Widget {
        LedgerWidget()
    }
}

struct LedgerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ledger", provider: LedgerProvider()) { entry in
            Text("Ledger")
        }
    }
}
