public struct OtherThing {}
