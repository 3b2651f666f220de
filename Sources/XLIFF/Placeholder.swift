// Placeholder so the package builds before this module lands; replaced by the module's real sources.
import CLibXML2
import Foundation

func libxml2Version() -> String { String(cString: LIBXML_DOTTED_VERSION) }
