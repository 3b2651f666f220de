/// A test set-up step that could not be done (mkfifo, bind…).
struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
