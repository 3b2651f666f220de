import UIKit

final class DialView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Dial", comment: "")
    }
}
