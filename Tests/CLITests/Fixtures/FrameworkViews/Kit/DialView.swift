import UIKit

public final class DialView: UIView {
    public override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = MeterText("Gauge")
        accessibilityHint = MeterText("Dial")
    }
}
