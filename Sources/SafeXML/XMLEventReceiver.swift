import XMLDocuments

/// Takes a document's elements and text in document order as a streaming parse reads them, so that a
/// reader keeps only what it needs (an XLIFF file of a million units as a million small records, not as a
/// tree of every element). Comments and processing instructions are not passed on; CDATA is text.
public protocol XMLEventReceiver: AnyObject {
    func startElement(_ tag: XMLStartTag)
    /// Text inside the current element; a run of text may come in several pieces.
    func text(_ text: String)
    func endElement()
}
