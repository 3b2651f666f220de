import UIKit

final class GaugeView: UIView {
    let rim = WideRimView()

    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Gauge", comment: "")
    }
}
