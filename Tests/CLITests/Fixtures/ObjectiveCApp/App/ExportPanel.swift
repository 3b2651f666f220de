import Foundation

@objc final class ExportPanel: NSObject {
    private let shelf = Shelf()

    @objc var title: String {
        NSLocalizedString("Export", comment: "Panel title") + " " + shelf.label
    }
}
