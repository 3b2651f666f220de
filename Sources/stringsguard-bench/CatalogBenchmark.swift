func benchmarkCatalogReader(_ arguments: [String]) throws { print("not yet written") }
