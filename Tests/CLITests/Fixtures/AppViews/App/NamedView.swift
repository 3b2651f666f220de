import UIKit

@objc(TDNamedView)
final class NamedView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Named", comment: "")
    }
}
