struct AppOnly {}
