import UIKit

/* Not a widget, even though this comment says struct X: WidgetBundle and ActivityConfiguration(). */
final class ShareViewController: UIViewController {
    let note = "struct Y: Widget"
}
