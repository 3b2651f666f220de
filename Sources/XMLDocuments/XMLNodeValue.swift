/// A child of an element: another element or a run of text.
public enum XMLNodeValue: Sendable, Equatable {
    case element(XMLElementValue)
    case text(String)
}
