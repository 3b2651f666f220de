// A file the app copies for users to start from; it is not compiled.
struct Template {}
