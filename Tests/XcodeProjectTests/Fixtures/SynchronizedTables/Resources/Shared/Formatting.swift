import Foundation

func deliveryTitle(_ count: Int) -> String { String(localized: "\(count) parcels") }
