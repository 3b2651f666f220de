// Shipped as a resource (a code template), never compiled into the app.
struct Template {}
