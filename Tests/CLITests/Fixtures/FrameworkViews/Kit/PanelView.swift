import UIKit

public final class PanelView: UIView {
    @IBOutlet public weak var needle: NeedleView!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        Bundle(for: PanelView.self).loadNibNamed("PanelView", owner: self)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
