import Intents

class SyncIntentHandler: NSObject, SyncIntentHandling {
    func handle(intent: SyncIntent, completion: @escaping (SyncIntentResponse) -> Void) {
        completion(SyncIntentResponse(code: .failure, userActivity: nil))
    }

    func provideNoteOptionsCollection(for intent: SyncIntent, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void) {
        completion(nil, NoteError.offline)
    }
}
