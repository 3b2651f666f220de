extension String {
    /// The string of `scalars`, encoded into UTF-8 in one buffer. Appending them one at a time to a
    /// `String.UnicodeScalarView` cost a few hundred instructions a scalar, most of what the right-to-left
    /// audit of a large catalog spent outside the bidi algorithm itself.
    public init<Scalars: Sequence<Unicode.Scalar>>(scalars: Scalars) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
