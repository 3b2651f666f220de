struct ExtraThing {}
