import UIKit

public final class StatusStrip: UIView {
    public override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityLabel = MeterText("Status")
    }
}
