import UIKit

final class HandView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Hand", comment: "")
    }
}
