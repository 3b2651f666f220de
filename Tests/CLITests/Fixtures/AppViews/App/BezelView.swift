import UIKit

final class BezelView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityLabel = NSLocalizedString("Bezel", comment: "")
    }
}
