import UIKit

class RimView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Rim", comment: "")
    }
}

final class WideRimView: RimView {}
