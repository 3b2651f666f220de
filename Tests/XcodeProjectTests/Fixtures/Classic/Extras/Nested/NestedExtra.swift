struct NestedExtra {}
