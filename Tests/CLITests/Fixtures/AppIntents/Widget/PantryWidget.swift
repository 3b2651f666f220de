import AppIntents
import SwiftUI
import WidgetKit

@main
struct PantryBundle: WidgetBundle {
    var body: some Widget {
        ShelfWidget()
    }
}

struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "shelf", intent: ChooseShelf.self, provider: ShelfProvider()) { entry in
            Text(entry.shelf.name)
        }
        .configurationDisplayName("Shelf")
        .description("What is left on a shelf.")
    }
}

struct ChooseShelf: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Choose a shelf"
    static var description = IntentDescription("Pick the shelf the widget shows.")

    @Parameter(title: "Shelf")
    var shelf: ShelfKind

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$shelf)")
    }
}

enum ShelfKind: String, AppEnum {
    case fridge, pantry
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf kind"
    static var caseDisplayRepresentations: [ShelfKind: DisplayRepresentation] = [
        .fridge: "Fridge",
        .pantry: DisplayRepresentation(title: "Cupboard"),
    ]
}
