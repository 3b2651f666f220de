func benchmarkBidi(_ arguments: [String]) throws { print("not yet written") }
