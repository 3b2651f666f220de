/// What a parse accepts in the document type declaration. Nothing is ever loaded from outside
/// the bytes given: no external DTD, no external entity, no network.
public enum XMLDoctypePolicy: Sendable, Equatable {
    /// Any `<!DOCTYPE` is refused (XLIFF, workspace files).
    case refuseDoctype
    /// A `<!DOCTYPE name PUBLIC "…" "…">` is accepted and ignored, as Apple property lists carry one;
    /// declarations inside it (entities, elements, attribute lists, notations) are still refused.
    case allowExternalIdentifierOnly
}
