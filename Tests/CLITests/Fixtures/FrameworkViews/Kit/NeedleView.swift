import UIKit

public final class NeedleView: UIView {
    public func show(stuck: Bool) {
        accessibilityValue = stuck ? MeterText("Needle stuck") : nil
    }
}
