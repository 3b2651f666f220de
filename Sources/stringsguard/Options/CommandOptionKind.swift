/// How an option takes its value: a flag takes none, a value option one, a repeated option one per use.
enum CommandOptionKind: Sendable {
    case flag, value, repeated
}
