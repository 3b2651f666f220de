/// The strings a focus timer's widget shows.
public enum TimerLabels {
    public static func status(isPaused: Bool) -> Text {
        isPaused ? Text("Paused") : Text("Focus")
    }

    public static func breakReminder() -> Text {
        Text("Take a break")
    }
}
