import UIKit

enum Quarter {
    case north, south
}

final class CompassFace: UIView {
    var quarter = Quarter.north

    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Compass", comment: "")
    }

    func place(_ letter: String) {
        let label = UILabel()
        label.text = NSLocalizedString("\(letter)_mark", comment: "")
        addSubview(label)
    }
}
